/**
 * A meeting reminder across `kill -9`: the server (with its worker) is killed after the reminder
 * was queued and before it was due, and stays down past its time; started again on the same
 * database (the meeting still ahead), it sends the reminder once; killed again as soon as it has,
 * and started once more, it still has sent it once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/database';
import { type ChildServer, startChildServer, waitFor } from '../../testing/child-server';
import { testDialect } from '../../testing/test-app';

const ADMIN = { username: 'admin', password: `Crash${randomBytes(4).toString('hex')}1` };
let dir: string;
let db: Db;
let server: ChildServer | null = null;

const env = (): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  DATA_DIR: dir,
  DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
  JWT_SECRET: 'd'.repeat(64),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  // A job claimed by the killed process is taken over once its 2 s lease runs out.
  JOB_LEASE_SECONDS: '2',
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pickleball-reminder-'));
});

afterAll(async () => {
  await server?.kill();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const remindersOf = (meetingId: number) =>
  db
    .selectFrom('notifications')
    .select(['id', 'subject'])
    .where('metadata', 'like', `%"meeting_id":${meetingId},%"minutes":15%`)
    .execute();

describe.skipIf(testDialect() === 'postgres')('a meeting reminder across kill -9', () => {
  it('is sent once after a restart, and still once after a kill right after sending', async () => {
    server = await startChildServer(env());
    ({ db } = createDatabase({ url: `sqlite:${join(dir, 'app.db')}` }));
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN.username, password: ADMIN.password }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    // The 15-minute reminder falls due a minute from now: the server is killed before that.
    const start = Date.now() + 16 * 60_000;
    const created = await fetch(`${server.url}/api/v1/calendar/meetings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Họp trọng tài trước trận chung kết',
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 3_600_000).toISOString(),
        reminders: [15],
      }),
    });
    expect(created.status).toBe(201);
    const meetingId = ((await created.json()) as { data: { id: number } }).data.id;
    // Queued, not sent: the server dies here.
    const queued = await db
      .selectFrom('jobs')
      .select(['status'])
      .where('type', '=', 'meeting.reminder')
      .where('payload', 'like', `%"meeting_id":${meetingId},%`)
      .execute();
    expect(queued.map((job) => job.status)).toEqual(['pending']);
    await server.kill();
    expect(await remindersOf(meetingId)).toHaveLength(0);
    // The server stays down past the reminder's time (the clock moved on while it was down).
    await db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1_000).toISOString() })
      .where('type', '=', 'meeting.reminder')
      .where('payload', 'like', `%"meeting_id":${meetingId},%`)
      .execute();

    server = await startChildServer(env());
    await waitFor(
      'the reminder after the restart',
      async () => ((await remindersOf(meetingId)).length > 0 ? true : null),
      60_000,
    );
    // Killed as soon as it has sent: a claimed job is taken over after the restart, and sends nothing more.
    await server.kill();
    server = await startChildServer(env());
    await waitFor(
      'the reminder job to finish',
      async () => {
        const jobs = await db
          .selectFrom('jobs')
          .select('status')
          .where('type', '=', 'meeting.reminder')
          .where('payload', 'like', `%"meeting_id":${meetingId},%`)
          .execute();
        return jobs.length > 0 &&
          jobs.every((job) => job.status === 'done' || job.status === 'pending') &&
          jobs.some((job) => job.status === 'done')
          ? true
          : null;
      },
      60_000,
    );
    const sent = await remindersOf(meetingId);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('In 15 minutes: Họp trọng tài trước trận chung kết');
    // Three child servers start here (each a process booting the app): its waits allow a minute each.
  }, 240_000);
});
