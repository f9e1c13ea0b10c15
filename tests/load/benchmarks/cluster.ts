/**
 * The multi-instance set-up (issue 19): `npm run cluster:local` (nginx in front of two API
 * instances on PostgreSQL and Redis, jobs workers apart) over 100,000 users, measured through the
 * proxy.
 *
 * - The users list through nginx: saturation and p99 at 500 req/s (both instances' CPU shown).
 * - The scoreboard fan-out: 1,000 viewers connected through nginx (WebSocket, round-robin, so
 *   about half on each instance), a referee's rallies posted through nginx (so each lands on
 *   either instance): every viewer must have every rally, 0 lost; nginx's log says how many
 *   viewers each instance held.
 * - Jobs run once: a notification to the staff role (in-app and e-mail) handled by two workers
 *   competing for the queue (FOR UPDATE SKIP LOCKED): every address gets its e-mail once (an
 *   SMTP sink on loopback counts them) and every person one bell, 0 twice.
 *
 * Needs BENCH_DATABASE_URL (PostgreSQL), Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379)
 * and nginx (apt-get install -y nginx); without them it reports why it did not run.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT, REALTIME_PATH, type RealtimeEvent, SUBSCRIBE } from '@pickleball/domain';
import { createDatabase } from '@pickleball/server/src/db/database';
import { migrateToLatest } from '@pickleball/server/src/db/migrate';
import { seedAdmin, seedCatalogue } from '@pickleball/server/src/db/seed';
import { createPasswordHasher } from '@pickleball/server/src/platform/auth/passwords';
import { sql } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort } from '../lib/app-server';
import { BENCH_ADMIN } from '../lib/bench-server';
import { startLocalCluster } from '../lib/cluster-process';
import { checkEndpoint, measureFixedRate, measureSaturation, type Target, warmUp } from '../lib/measure';
import { formatInteger } from '../lib/report';
import { seedUsers } from '../lib/seed-users';
import type { Benchmark, BenchmarkReport, GoalCheck, Measurement } from '../lib/types';
import { createApi, createPlayers, createWinners, startMatch, summarise } from './scoreboard-fanout';

const USER_COUNT = 100_000;
const VIEWERS = 1_000;
const RALLIES = 200;
const RALLY_DEADLINE_MS = 10_000;
const CONNECT_BATCH = 100;
const WORKERS = 2;
const JOBS_DEADLINE_MS = 5 * 60_000;
const WARM_UP = { connections: 50, durationSeconds: 2 };
const SATURATION = { connections: 50, durationSeconds: 10 };
const FIXED_RATE = { rate: 500, connections: 20, durationSeconds: 10 };

const NAME = 'cluster';
const DESCRIPTION = `users list, scoreboard fan-out and jobs through nginx over 2 API instances (PostgreSQL, Redis, ${WORKERS} workers apart)`;

function skipped(reason: string): BenchmarkReport {
  return {
    name: NAME,
    database: 'postgres',
    seed: {},
    seedSeconds: 0,
    measurements: [],
    derived: {},
    goals: [],
    notes: [`not run: ${reason}`],
  };
}

/** An SMTP server that keeps how many messages each address received. */
async function startSink() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo)
          received.set(recipient.address, (received.get(recipient.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A database of its own on the benchmark's PostgreSQL server, dropped afterwards. */
async function createBenchDatabase(baseUrl: string) {
  const name = `bench_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function seed(url: string, log: (message: string) => void) {
  const handle = createDatabase({ url, poolSize: 2 });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await seedCatalogue(handle.db);
    const passwords = createPasswordHasher({ memoryCost: 19_456, timeCost: 2 });
    await seedAdmin(handle.db, passwords, BENCH_ADMIN);
    const counts = await seedUsers(
      { db: handle.db, dialect: 'postgres', passwords, signal: new AbortController().signal, log },
      { count: USER_COUNT },
    );
    const staff = await handle.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select(['roles.id as role_id', (eb) => eb.fn.count<number>('users.email').as('emails')])
      .where('roles.name', '=', 'staff')
      .where('users.is_active', '=', true)
      .groupBy('roles.id')
      .executeTakeFirstOrThrow();
    await sql`vacuum analyze`.execute(handle.db);
    return { counts, staffRoleId: staff.role_id, staffEmails: Number(staff.emails) };
  } finally {
    await handle.db.destroy();
  }
}

async function connectViewers(url: string, room: string): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < VIEWERS; start += CONNECT_BATCH) {
    const batch = Array.from(
      { length: Math.min(CONNECT_BATCH, VIEWERS - start) },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(url, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            reconnection: false,
          });
          socket.once('connect_error', reject);
          socket.once('connect', () => socket.emit(SUBSCRIBE, [room], () => resolve(socket)));
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Rallies one at a time through the proxy, each waiting (up to a deadline) for every viewer. */
async function fanOut(api: ReturnType<typeof createApi>, sockets: Socket[], matchId: number) {
  const winner = createWinners(19);
  const perRally: number[] = [];
  let lost = 0;
  let received = 0;
  let sentAt = 0;
  let done: (() => void) | null = null;
  const onEvent = (event: RealtimeEvent) => {
    if (event.type !== 'match.scoreboard_updated' || event.id !== matchId) return;
    received += 1;
    if (received === sockets.length) done?.();
  };
  for (const socket of sockets) socket.on(EVENT, onEvent);
  try {
    for (let seq = 1; seq <= RALLIES; seq += 1) {
      received = 0;
      const all = new Promise<boolean>((resolve) => {
        done = () => resolve(true);
        setTimeout(() => resolve(false), RALLY_DEADLINE_MS).unref();
      });
      sentAt = performance.now();
      const response = await api.post(`/api/v1/matches/${matchId}/live/events`, {
        seq,
        event: { kind: 'rally', winner: winner() },
      });
      if (response.status !== 200) throw new Error(`rally ${seq} refused: ${JSON.stringify(response.body)}`);
      if (await all) perRally.push(performance.now() - sentAt);
      else lost += sockets.length - received;
    }
  } finally {
    for (const socket of sockets) socket.off(EVENT, onEvent);
  }
  return { perRally, lost };
}

/** Viewers per instance, from nginx's log of the WebSocket upgrades (written as each closes). */
async function viewersPerInstance(logFile: string, expected: number): Promise<Map<string, number>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : [];
    const upgrades = lines.filter((line) => line.startsWith('101 '));
    if (upgrades.length >= expected || Date.now() > deadline) {
      const counts = new Map<string, number>();
      for (const line of upgrades) {
        const upstream = line.split(' ')[1] ?? '?';
        counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
      }
      return counts;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const benchmark: Benchmark = {
  name: NAME,
  description: DESCRIPTION,
  async run({ postgresUrl, log }) {
    if (!postgresUrl) return skipped('the cluster runs on PostgreSQL: set BENCH_DATABASE_URL');
    if (!['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path)))
      return skipped('nginx is not installed (apt-get install -y nginx)');
    const database = await createBenchDatabase(postgresUrl);
    const sink = await startSink();
    const dataDir = mkdtempSync(join(tmpdir(), 'pickleball-bench-cluster-'));
    let sockets: Socket[] = [];
    try {
      const seedStarted = performance.now();
      const seeded = await seed(database.url, log);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const cluster = await startLocalCluster(
        {
          DATABASE_URL: database.url,
          REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
          // Events of this run only: other runs on the same Redis use other channels.
          REDIS_CHANNEL_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
          CLUSTER_PORT: String(await freePort()),
          WORKERS: String(WORKERS),
          JWT_SECRET: randomBytes(32).toString('hex'),
          ADMIN_USERNAME: BENCH_ADMIN.username,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(sink.port),
          MAIL_FROM: 'Bench <bench@pickleball.test>',
        },
        log,
      );
      try {
        const { server, ready } = cluster;
        log(`cluster ready on ${ready.url}: ${ready.apis.map((api) => api.url).join(', ')}`);
        const token = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
        const list: Target = {
          label: 'GET /api/v1/users?page=1&per_page=100 (nginx)',
          path: '/api/v1/users?page=1&per_page=100',
          headers: { authorization: `Bearer ${token}` },
        };
        await checkEndpoint(server, list);
        log(`${list.label}: warm-up, saturation, ${FIXED_RATE.rate} req/s`);
        await warmUp(server, list, WARM_UP);
        const measurements: Measurement[] = [
          await measureSaturation(server, list, SATURATION),
          await measureFixedRate(server, list, FIXED_RATE),
        ];

        const api = createApi(server, token);
        const players = await createPlayers(api);
        const matchId = await startMatch(api, players, 1);
        log(`connecting ${VIEWERS} viewers through nginx to scoreboard:${matchId}`);
        sockets = await connectViewers(ready.url, `scoreboard:${matchId}`);
        log(`${RALLIES} rallies through nginx, each waiting for all viewers`);
        const fanout = await fanOut(api, sockets, matchId);
        for (const socket of sockets) socket.disconnect();
        sockets = [];
        const perInstance = await viewersPerInstance(ready.nginx.realtimeLog, VIEWERS);

        log('a notification to the staff role, in-app and e-mail, through the workers');
        const sendStarted = performance.now();
        const sent = await api.post('/api/v1/notifications', {
          recipient_type: 'user_roles',
          role_ids: [seeded.staffRoleId],
          channels: ['in_app', 'email'],
          category: 'announcement',
          subject: 'Lịch thi đấu tuần này',
          content: 'Bảng đấu đã có trên trang giải. Hẹn gặp bạn trên sân!',
        });
        if (sent.status !== 201)
          throw new Error(`the notification was refused: ${JSON.stringify(sent.body)}`);
        const notificationId = (sent.body.data as { id: number }).id;
        while (performance.now() - sendStarted < JOBS_DEADLINE_MS) {
          const delivered = [...sink.received.values()].reduce((sum, count) => sum + count, 0);
          if (delivered >= seeded.staffEmails) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const mailSeconds = (performance.now() - sendStarted) / 1000;
        // Late duplicates would come after the last first delivery: give them a moment.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        const emailsTwice = [...sink.received.values()].filter((count) => count > 1).length;
        const emailsReceived = sink.received.size;
        const inbox = createDatabase({ url: database.url, poolSize: 1 });
        const bells = await sql<{ people: number; twice: number }>`
          select count(*) as people, count(*) filter (where items > 1) as twice from (
            select user_id, count(*) as items from inbox_items
            where data like ${`%"notification_id":${notificationId},%`} group by user_id) as per_person`
          .execute(inbox.db)
          .finally(() => inbox.db.destroy());
        const bellsTwice = Number(bells.rows[0]?.twice ?? 0);

        const rally = summarise(fanout.perRally);
        const instances = [...perInstance.entries()].sort();
        const goals: GoalCheck[] = [
          {
            goal: `every viewer has every rally through nginx (0 lost of ${formatInteger(VIEWERS * RALLIES)})`,
            actual: `${formatInteger(fanout.lost)} lost; viewers per instance ${instances.map(([upstream, count]) => `${upstream}: ${count}`).join(', ')}`,
            passed: fanout.lost === 0 && instances.length >= 2,
          },
          {
            goal: 'jobs run once: 0 e-mails and 0 in-app notifications twice',
            actual: `${emailsTwice} e-mails twice (${formatInteger(emailsReceived)} of ${formatInteger(seeded.staffEmails)} addresses reached), ${bellsTwice} bells twice`,
            passed: emailsTwice === 0 && bellsTwice === 0 && emailsReceived === seeded.staffEmails,
          },
        ];
        return {
          name: NAME,
          database: 'postgres',
          seed: { ...seeded.counts, viewers: VIEWERS, rallies: RALLIES },
          seedSeconds,
          measurements,
          derived: {
            rally_p50_ms: rally.p50,
            rally_p99_ms: rally.p99,
            events_lost: fanout.lost,
            staff_emails_expected: seeded.staffEmails,
            emails_received: emailsReceived,
            emails_twice: emailsTwice,
            bells: Number(bells.rows[0]?.people ?? 0),
            bells_twice: bellsTwice,
            mail_seconds: Math.round(mailSeconds * 10) / 10,
          },
          goals,
          notes: [
            'Server CPU above is both API instances together (from /proc); nginx, the workers, PostgreSQL, Redis, ' +
              'the load generator and the 1,000 viewers share the same 2 cores',
            `${WORKERS} workers claim the jobs (FOR UPDATE SKIP LOCKED) so that a job run twice would show; the API instances run none`,
            'the WebSocket transport only: nginx balances round-robin without sticky sessions (see docs/operations.md)',
          ],
        };
      } finally {
        for (const socket of sockets) socket.disconnect();
        await cluster.stop();
      }
    } finally {
      await sink.close();
      await database.drop().catch((error: unknown) => log(`dropping the database failed: ${String(error)}`));
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
