import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { nowIso } from '../../db/dialect';
import type { JobsTable } from './jobs.table';

/**
 * Durable jobs (ARCHITECTURE.md "Jobs and schedules"): a job is a row written in the same
 * transaction as the change that causes it, so an e-mail is never lost when the process dies
 * between the change and the send. A worker in the server process (or `npm run worker` alone)
 * claims due jobs — on PostgreSQL with FOR UPDATE SKIP LOCKED, so several workers share the
 * queue — runs them, and retries a failure with exponential back-off until its last attempt,
 * after which the job stays `failed`, visible and retryable.
 */

/** The payload of each job type. */
export interface JobPayloads {
  'mail.send': { to: string; subject: string; text: string; html?: string };
  /** One batch of a notification's fan-out into deliveries (modules/notifications/engine.ts). */
  'notification.fanout': { notification_id: number };
  /** Sends a notification's due deliveries. */
  'notification.deliver': { notification_id: number };
  /** Asks the gateway about a checkout still open 15 minutes on (modules/payments/reconcile.ts). */
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

export type JobRow = Omit<JobsTable, 'id'> & { id: number };

const DEFAULT_MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min…, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
/** By default, a job still `running` this long after it was claimed belongs to a worker that died. */
const STALE_AFTER_MS = 5 * 60_000;

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

export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private log: Pick<FastifyBaseLogger, 'error' | 'warn'> = { error: () => undefined, warn: () => undefined };

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    private readonly handlers: JobHandlers,
    private readonly options: { pollMs: number; batchSize: number; staleAfterMs?: number } = {
      pollMs: 1_000,
      batchSize: 10,
    },
  ) {}

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
    let ran = 0;
    for (;;) {
      const jobs = await this.claim();
      if (jobs.length === 0) return ran;
      for (const job of jobs) await this.run(job);
      ran += jobs.length;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }

  private async claim(): Promise<JobRow[]> {
    const now = nowIso();
    const stale = new Date(Date.now() - (this.options.staleAfterMs ?? STALE_AFTER_MS)).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_at', '<', stale)]),
          ]),
        )
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
          updated_at: now,
          attempts: eb('attempts', '+', 1),
        }))
        .where(
          'id',
          'in',
          due.map((job) => job.id),
        )
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
      await this.db
        .updateTable('jobs')
        .set({ status: 'done', last_error: null, locked_at: null, updated_at: nowIso() })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
      const final = job.attempts >= job.max_attempts;
      this.log.warn(
        { jobId: job.id, type: job.type, attempts: job.attempts, final, err: message },
        'job failed',
      );
      await this.db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'pending',
          run_at: final ? job.run_at : new Date(Date.now() + retryDelayMs(job.attempts)).toISOString(),
          last_error: message,
          locked_at: null,
          updated_at: nowIso(),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }
}
