/**
 * A notification to every user (issue 12's benchmark): 100,000 active users, in-app and e-mail,
 * the e-mails handed to an SMTP sink on loopback that accepts and counts them.
 *
 * - Fan-out: from the POST to the moment every delivery exists (one per user and channel);
 * - E-mail: from the POST to the moment every e-mail delivery is settled (sent, or failed) and
 *   the sink has them all;
 * - the bell: from the POST to one online user (in the middle of the id order) receiving the
 *   in-app notification over Socket.IO;
 * - the server's peak resident memory over the run.
 */
import type { AddressInfo } from 'node:net';
import { EVENT, REALTIME_PATH, type RealtimeEvent, SUBSCRIBE } from '@pickleball/domain';
import { SMTPServer } from 'smtp-server';
import { io as connect } from 'socket.io-client';
import { BENCH_ADMIN, startBenchServer } from '../lib/bench-server';
import { formatInteger } from '../lib/report';
import { SEEDED_USER_PASSWORD, seedUsers } from '../lib/seed-users';
import type { Benchmark, GoalCheck } from '../lib/types';

const USER_COUNT = 100_000;
const GOAL_FANOUT_SECONDS = 60;
const GOAL_RSS_MB = 512;
const POLL_MS = 250;
const DEADLINE_MS = 15 * 60_000;

/** An SMTP server that takes every message and only counts it. */
async function startSink() {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Totals {
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
}

export const benchmark: Benchmark = {
  name: 'notifications-fanout',
  description: `One notification, in-app and e-mail, to ${formatInteger(USER_COUNT)} users (SMTP sink on loopback)`,
  async run({ postgresUrl, log }) {
    const sink = await startSink();
    let probeUsername = '';
    let withEmail = 0;
    const server = await startBenchServer({
      name: 'notifications-fanout',
      postgresUrl,
      log,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
        MAIL_FROM: 'Bench <bench@pickleball.test>',
      },
      seed: async (context) => {
        const counts = await seedUsers(context, { count: USER_COUNT });
        // Everyone active: the send reaches exactly the seeded users (and the administrator).
        await context.db.updateTable('users').set({ is_active: true }).execute();
        const probe = await context.db
          .selectFrom('users')
          .select('username')
          .orderBy('id')
          .offset(Math.floor(USER_COUNT / 2))
          .limit(1)
          .executeTakeFirstOrThrow();
        probeUsername = probe.username;
        const emails = await context.db
          .selectFrom('users')
          .select((eb) => eb.fn.count<number>('email').as('count'))
          .executeTakeFirstOrThrow();
        withEmail = Number(emails.count);
        return { ...counts, recipients: USER_COUNT + 1, with_email: withEmail };
      },
    });
    try {
      const adminToken = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
      const probeToken = await server.login(probeUsername, SEEDED_USER_PASSWORD);
      const socket = connect(server.baseUrl, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        auth: { token: probeToken },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => resolve());
      });
      const probeId = JSON.parse(Buffer.from(probeToken.split('.')[1] ?? '', 'base64url').toString()).sub;
      await new Promise<void>((resolve) => socket.emit(SUBSCRIBE, [`user:${probeId}`], () => resolve()));

      const before = await server.sampleUsage();
      const started = performance.now();
      let bellMs: number | null = null;
      socket.on(EVENT, (event: RealtimeEvent) => {
        if (event.type === 'notification.created' && bellMs === null) bellMs = performance.now() - started;
      });
      const response = await fetch(new URL('/api/v1/notifications', server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({
          recipient_type: 'all_users',
          channels: ['in_app', 'email'],
          category: 'announcement',
          subject: 'Giải Pickleball mùa xuân',
          content: 'Đăng ký mở đến hết Chủ nhật. Hẹn gặp bạn trên sân!',
        }),
      });
      if (response.status !== 201)
        throw new Error(`send failed: ${response.status} ${await response.text()}`);
      const id = ((await response.json()) as { data: { id: number } }).data.id;
      const recipients = USER_COUNT + 1;
      const expectedDeliveries = recipients * 2;

      let fanoutMs: number | null = null;
      let emailMs: number | null = null;
      let totals: Totals = { queued: 0, sent: 0, failed: 0, skipped: 0 };
      while (performance.now() - started < DEADLINE_MS) {
        const detail = await fetch(new URL(`/api/v1/notifications/${id}`, server.baseUrl), {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const body = (await detail.json()) as {
          data: { totals: Totals; channel_totals: Record<string, Totals> };
        };
        totals = body.data.totals;
        const existing = totals.queued + totals.sent + totals.failed + totals.skipped;
        if (fanoutMs === null && existing >= expectedDeliveries) fanoutMs = performance.now() - started;
        const email = body.data.channel_totals.email;
        if (
          fanoutMs !== null &&
          email &&
          email.queued === 0 &&
          email.sent + email.failed >= withEmail &&
          sink.accepted() >= email.sent
        ) {
          emailMs = performance.now() - started;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const after = await server.sampleUsage();
      socket.close();
      const peakRssMb = Math.round(after.peakRssBytes / 1_048_576);
      const goals: GoalCheck[] = [
        {
          goal: `every delivery of ${formatInteger(recipients)} users × 2 channels exists within ${GOAL_FANOUT_SECONDS} s`,
          actual: fanoutMs === null ? 'not reached' : `${(fanoutMs / 1000).toFixed(1)} s`,
          passed: fanoutMs !== null && fanoutMs <= GOAL_FANOUT_SECONDS * 1000,
        },
        {
          goal: `server peak RSS under ${GOAL_RSS_MB} MB`,
          actual: `${peakRssMb} MB`,
          passed: peakRssMb < GOAL_RSS_MB,
        },
      ];
      return {
        name: 'notifications-fanout',
        database: server.database,
        seed: server.seed,
        seedSeconds: server.seedSeconds,
        measurements: [],
        derived: {
          fanout_seconds: fanoutMs === null ? -1 : round(fanoutMs / 1000),
          emails_handed_seconds: emailMs === null ? -1 : round(emailMs / 1000),
          deliveries_per_second: fanoutMs === null ? 0 : Math.round(expectedDeliveries / (fanoutMs / 1000)),
          emails_per_second: emailMs === null ? 0 : Math.round(withEmail / (emailMs / 1000)),
          emails_accepted_by_sink: sink.accepted(),
          emails_failed: totals.failed,
          bell_ms: bellMs === null ? -1 : Math.round(bellMs),
          peak_rss_mb: peakRssMb,
          server_cpu_percent: Math.round(
            ((after.cpuMicros.user -
              before.cpuMicros.user +
              after.cpuMicros.system -
              before.cpuMicros.system) /
              1000 /
              (after.wallMs - before.wallMs)) *
              100,
          ),
        },
        goals,
        notes: [
          `The online user is #${formatInteger(Math.floor(USER_COUNT / 2))} in id order: the fan-out reaches them halfway through.`,
          'E-mails go through the product e-mail route (SMTP_* environment) with a pool of 5 connections.',
        ],
      };
    } finally {
      await server.stop();
      await sink.close();
    }
  },
};

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
