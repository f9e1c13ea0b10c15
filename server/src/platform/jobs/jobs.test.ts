import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../testing/fake-smtp';
import { createTestApp } from '../../testing/test-app';
import { enqueueJob, retryDelayMs, retryJob } from './jobs';

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
