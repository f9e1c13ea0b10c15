import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { nowIso } from '../../db/dialect';
import type { JobsTable } from './jobs.table';
import { DEFAULT_LEASE_MS, heartbeatIntervalMs, newWorkerId, startHeartbeat } from './lease';

/**
 * Durable jobs (ARCHITECTURE.md "Jobs and schedules"): a job is a row written in the same
 * transaction as the change that causes it, so an e-mail is never lost when the process dies
 * between the change and the send. A worker in the server process (or `npm run worker` alone)
 * claims due jobs — on PostgreSQL with FOR UPDATE SKIP LOCKED, so several workers share the
 * queue — runs them, and retries a failure with exponential back-off until its last attempt,
 * after which the job stays `failed`, visible and retryable.
 *
 * A claim is a lease (./lease.ts): the worker renews `locked_until` for every job it holds while
 * it works through them, so the jobs of a process that died (kill -9, a crash) are claimed again
 * once the lease runs out, seconds later, and a job whose worker is alive never is, however long
 * it runs. A worker only finishes a job it still holds: one that lost its lease (frozen past it)
 * leaves the row to the worker that took it over.
 */

/** The payload of each job type. */
export interface JobPayloads {
  'mail.send': { to: string; subject: string; text: string; html?: string };
  /** One batch of a notification's fan-out into deliveries (modules/notifications/notifications.fanout.ts). */
  'notification.fanout': { notification_id: number };
  /** Sends a notification's due deliveries. */
  'notification.deliver': { notification_id: number };
  /** Asks the gateway about a checkout still open 15 minutes on (modules/payments/payments.reconcile.ts). */
  'payment.reconcile': { payment_id: number; order_id: string };
  /** A refund still unanswered after the process that asked died: marked uncertain and flagged. */
  'payment.refund_check': { refund_id: number };
  /** A task due tomorrow reminds its assignee, if date and assignee are still these (modules/tasks/tasks.reminders.ts). */
  'task.due_reminder': { task_id: number; due_date: string; assigned_to: number };
  /** A meeting's reminder for one occurrence (modules/calendar/calendar.reminders.ts). */
  'meeting.reminder': { meeting_id: number; occurrence_start: string; minutes: number; revision: number };
  /** Closes a tournament's registration at its deadline, if still due (modules/tournaments/tournaments.workflow.ts). */
  'tournament.registration_deadline': { tournament_id: number; deadline: string };
  /** Announces a tournament change made in another module's transaction (a payment moved an entry). */
  /** Moves the leaderboard's baseline to a new day (modules/rankpoints/rankpoints.baseline.ts). */
  'rankpoint.baseline': { as_of: string };
  'tournament.announce': { tournament_id: number; parts: ('details' | 'registrations' | 'bracket')[] };
}
export type JobType = keyof JobPayloads;

export type JobHandlers = { [T in JobType]: (payload: JobPayloads[T]) => Promise<void> };

export type JobRow = Selectable<JobsTable>;

const DEFAULT_MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min…, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The transactions that queued a job: runChange wakes the worker after such a commit. */
const queuedIn = new WeakSet<Db>();

/** Whether a job was queued on this transaction (platform/change.ts). */
export function jobsQueuedIn(trx: Db): boolean {
  return queuedIn.has(trx);
}

/** Queues a job inside the caller's transaction. */
export async function enqueueJob<T extends JobType>(
  db: Db,
  type: T,
  payload: JobPayloads[T],
  options: { runAt?: string; maxAttempts?: number } = {},
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('jobs')
    .values({
      type,
      payload: JSON.stringify(payload),
      status: 'pending',
      run_at: options.runAt ?? now,
      attempts: 0,
      max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      last_error: null,
      locked_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  queuedIn.add(db);
  return id;
}

/** A failed job back in the queue, due now, with its attempts reset. */
export async function retryJob(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'pending', attempts: 0, run_at: nowIso(), last_error: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface JobWorkerOptions {
  pollMs: number;
  batchSize: number;
  /** How long a claim holds without renewal (default 30 s); renewed every third of it. */
  leaseMs?: number;
  /** Between renewals (default a third of the lease). */
  heartbeatMs?: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private log: Pick<FastifyBaseLogger, 'error' | 'warn'> = { error: () => undefined, warn: () => undefined };
  /** Who holds the jobs this worker claimed (`jobs.locked_by`). */
  readonly workerId = newWorkerId();
  private readonly leaseMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    private readonly handlers: JobHandlers,
    private readonly options: JobWorkerOptions = { pollMs: 1_000, batchSize: 10 },
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.clock = options.now ?? Date.now;
  }

  /** Polls for due jobs from now on, logging failures to `log`. */
  start(log: Pick<FastifyBaseLogger, 'error' | 'warn'>): void {
    this.log = log;
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Runs due jobs soon (called after a transaction that queued one committed). A no-op where the
   * worker is not started: another process (`npm run worker`) or the tests run the jobs.
   */
  wake(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runDue()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'job worker failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Claims and runs due jobs until none is due; resolves with how many ran. */
  async runDue(): Promise<number> {
    // The jobs claimed and not yet finished (the one running and those waiting their turn in
    // the batch) keep their lease while this runs.
    const stopHeartbeat = startHeartbeat(
      this.options.heartbeatMs ?? heartbeatIntervalMs(this.leaseMs),
      () => this.renewLeases(),
      (error) => this.log.warn({ err: error }, 'job lease renewal failed'),
    );
    try {
      let ran = 0;
      for (;;) {
        const jobs = await this.claim();
        if (jobs.length === 0) return ran;
        for (const job of jobs) await this.run(job);
        ran += jobs.length;
      }
    } finally {
      await stopHeartbeat();
    }
  }

  /** Moves the lease of every job this worker holds a lease ahead; resolves with how many. */
  async renewLeases(): Promise<number> {
    const result = await this.db
      .updateTable('jobs')
      .set({ locked_until: this.isoAt(this.leaseMs) })
      .where('locked_by', '=', this.workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }

  private isoAt(offsetMs = 0): string {
    return new Date(this.clock() + offsetMs).toISOString();
  }

  private async claim(): Promise<JobRow[]> {
    const now = this.isoAt();
    // A row claimed before leases existed has none: it is free once a lease has passed since.
    const unleasedBefore = this.isoAt(-this.leaseMs);
    const isDue = (eb: ExpressionBuilder<Database, 'jobs'>) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([
          eb('status', '=', 'running'),
          eb.or([
            eb('locked_until', '<', now),
            eb.and([eb('locked_until', 'is', null), eb('locked_at', '<', unleasedBefore)]),
          ]),
        ]),
      ]);
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('jobs')
        .select('id')
        .where(isDue)
        .orderBy('run_at')
        .orderBy('id')
        .limit(this.options.batchSize)
        .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
        .execute();
      if (due.length === 0) return [];
      const claimed = await trx
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_at: now,
          locked_by: this.workerId,
          locked_until: this.isoAt(this.leaseMs),
          updated_at: now,
          attempts: eb('attempts', '+', 1),
        }))
        .where(
          'id',
          'in',
          due.map((job) => job.id),
        )
        // Still due as it is taken: two claims of one row cannot both succeed, on either engine.
        .where(isDue)
        .returningAll()
        .execute();
      // RETURNING has no order: run them as queued (an applicant's "received" before "approved").
      return claimed.sort((a, b) => a.run_at.localeCompare(b.run_at) || a.id - b.id);
    });
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers[job.type as JobType] as ((payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(JSON.parse(job.payload));
      await this.finish(job, { status: 'done', last_error: null });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
      const final = job.attempts >= job.max_attempts;
      this.log.warn(
        { jobId: job.id, type: job.type, attempts: job.attempts, final, err: message },
        'job failed',
      );
      await this.finish(job, {
        status: final ? 'failed' : 'pending',
        run_at: final ? job.run_at : new Date(Date.now() + retryDelayMs(job.attempts)).toISOString(),
        last_error: message,
      });
    }
  }

  /** Records the outcome, if this worker still holds the job (else its new holder decides). */
  private async finish(
    job: JobRow,
    outcome: { status: 'done' | 'failed' | 'pending'; last_error: string | null; run_at?: string },
  ): Promise<void> {
    const result = await this.db
      .updateTable('jobs')
      .set({ ...outcome, locked_at: null, locked_by: null, locked_until: null, updated_at: nowIso() })
      .where('id', '=', job.id)
      .where('locked_by', '=', this.workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      this.log.warn({ jobId: job.id, type: job.type }, 'job lease lost before it finished');
  }
}
