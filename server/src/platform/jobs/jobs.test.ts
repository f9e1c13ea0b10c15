import type { FastifyInstance } from 'fastify';
import { createQueryId, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { createTestApp, testDialect } from '../../testing/test-app';
import { enqueueJob, type JobHandlers, JobWorker, retryDelayMs, retryJob } from './jobs';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    mail: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'Pickleball <no-reply@pickleball.test>',
    },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const job = (id: number) =>
  app.services.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('jobs and mail', () => {
  it('sends a queued e-mail over SMTP once the job runs', async () => {
    const id = await enqueueJob(app.services.db, 'mail.send', {
      to: 'chu.san@example.com',
      subject: 'Yêu cầu đăng ký sân đã được tiếp nhận',
      text: 'Mã tham chiếu: CR-000001',
    });
    expect(smtp.received).toHaveLength(0);
    expect(await app.services.jobs.runDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      from: 'no-reply@pickleball.test',
      to: ['chu.san@example.com'],
      subject: 'Yêu cầu đăng ký sân đã được tiếp nhận',
    });
    expect((await job(id)).status).toBe('done');
  });

  it('retries a failed send later, and keeps the error', async () => {
    smtp.failNext(1);
    const id = await enqueueJob(app.services.db, 'mail.send', {
      to: 'a@example.com',
      subject: 'Retry',
      text: 'x',
    });
    const before = Date.now();
    await app.services.jobs.runDue();
    const after = Date.now();
    const failed = await job(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toMatch(/451/);
    // 30 s after the failure, whenever within the run it happened.
    expect(Date.parse(failed.run_at)).toBeGreaterThanOrEqual(before + 30_000);
    expect(Date.parse(failed.run_at)).toBeLessThanOrEqual(after + 30_000);
    // Not due yet: nothing runs.
    expect(await app.services.jobs.runDue()).toBe(0);
    await app.services.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await app.services.jobs.runDue();
    expect((await job(id)).status).toBe('done');
    expect(smtp.received.at(-1)?.subject).toBe('Retry');
  });

  it('gives up after the last attempt, and a failed job can be retried', async () => {
    smtp.failNext(2);
    const id = await enqueueJob(
      app.services.db,
      'mail.send',
      { to: 'b@example.com', subject: 'Give up', text: 'x' },
      { maxAttempts: 2 },
    );
    await app.services.jobs.runDue();
    await app.services.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await app.services.jobs.runDue();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await retryJob(app.services.db, id)).toBe(true);
    await app.services.jobs.runDue();
    expect((await job(id)).status).toBe('done');
  });

  it('backs off exponentially, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('takes a job whose worker died back from the dead (stale running)', async () => {
    const id = await enqueueJob(app.services.db, 'mail.send', {
      to: 'c@example.com',
      subject: 'Stale',
      text: 'x',
    });
    await app.services.db
      .updateTable('jobs')
      .set({ status: 'running', locked_at: new Date(Date.now() - 10 * 60_000).toISOString(), attempts: 1 })
      .where('id', '=', id)
      .execute();
    await app.services.jobs.runDue();
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

/** Handlers for every job type that count their calls; `mail.send` waits for `release` when given one. */
function countingHandlers(release?: Promise<void>, started?: () => void) {
  const calls: number[] = [];
  const handlers = new Proxy({} as JobHandlers, {
    get: (_target, type) => async () => {
      calls.push(calls.length);
      if (type === 'mail.send' && release) {
        started?.();
        await release;
      }
    },
  });
  return { handlers, calls };
}

describe('job leases', () => {
  it('takes a job back at once when the worker holding it is gone (its lease ran out)', async () => {
    const id = await enqueueJob(app.services.db, 'mail.send', {
      to: 'd@example.com',
      subject: 'Gone',
      text: 'x',
    });
    // Claimed 40 s ago by a process killed since: its 30 s lease was not renewed.
    await app.services.db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 1,
        locked_at: new Date(Date.now() - 40_000).toISOString(),
        locked_by: 'old-host:4242:deadbeef',
        locked_until: new Date(Date.now() - 10_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await app.services.jobs.runDue();
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, locked_by: null, locked_until: null });
  });

  it('never takes a job whose lease its worker keeps renewing, however long it runs', async () => {
    // Set once the job is queued: the job is due at the worker's clock.
    let clock = 0;
    const now = () => clock;
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted = (): void => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const options = { pollMs: 1_000, batchSize: 10, leaseMs: 1_000, heartbeatMs: 3_600_000, now };
    const first = countingHandlers(released, markStarted);
    const second = countingHandlers();
    const a = new JobWorker(app.services.db, app.services.dialect, first.handlers, options);
    const b = new JobWorker(app.services.db, app.services.dialect, second.handlers, options);
    const id = await enqueueJob(app.services.db, 'mail.send', {
      to: 'e@example.com',
      subject: 'Long',
      text: 'x',
    });
    clock = Date.now();
    const runningA = a.runDue();
    await started;
    expect(await job(id)).toMatchObject({ status: 'running', locked_by: a.workerId });
    // Past the first lease, but renewed before it ran out: still A's.
    clock += 800;
    expect(await a.renewLeases()).toBe(1);
    clock += 700;
    expect(await b.runDue()).toBe(0);
    expect(second.calls).toHaveLength(0);
    release();
    expect(await runningA).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(first.calls).toHaveLength(1);
  });

  it('lets only the worker holding a job record its outcome', async () => {
    // Set once the job is queued: the job is due at the worker's clock.
    let clock = 0;
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted = (): void => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const options = { pollMs: 1_000, batchSize: 1, leaseMs: 1_000, heartbeatMs: 3_600_000, now: () => clock };
    const frozen = new JobWorker(
      app.services.db,
      app.services.dialect,
      countingHandlers(released, markStarted).handlers,
      options,
    );
    const id = await enqueueJob(app.services.db, 'mail.send', {
      to: 'f@example.com',
      subject: 'Frozen',
      text: 'x',
    });
    clock = Date.now();
    const runningFrozen = frozen.runDue();
    await started;
    // The first worker froze past its lease: the job was taken over and is being retried.
    clock += 5_000;
    await app.services.db
      .updateTable('jobs')
      .set({
        locked_by: 'other-host:1:cafe',
        locked_until: new Date(clock + 30_000).toISOString(),
        attempts: 2,
      })
      .where('id', '=', id)
      .execute();
    release();
    await runningFrozen;
    expect(await job(id)).toMatchObject({ status: 'running', locked_by: 'other-host:1:cafe', attempts: 2 });
  });

  it(`claims with ${testDialect() === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : 'no row locks'} on ${testDialect()}`, async () => {
    const nodes: RootOperationNode[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        nodes.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const worker = new JobWorker(
      app.services.db.withPlugin(recorder),
      app.services.dialect,
      countingHandlers().handlers,
    );
    await worker.runDue();
    const executor = app.services.db.getExecutor();
    const claims = nodes
      .map((node) => executor.compileQuery(node, createQueryId()).sql.toLowerCase())
      .filter((sql) => sql.startsWith('select') && sql.includes('"jobs"'));
    expect(claims.length).toBeGreaterThan(0);
    for (const sql of claims)
      if (testDialect() === 'postgres') expect(sql).toContain('for update skip locked');
      else expect(sql).not.toContain('for update');
  });
});
