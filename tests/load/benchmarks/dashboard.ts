/**
 * The dashboard as an administrator opens it (every card: users, courts, court requests, clubs,
 * live matches, payment statistics, notifications) over the demo community plus 100,000 users:
 * saturation, and the p99 at 200 req/s (issue 18's benchmark). The cards are cached per
 * permission set for 5 seconds, so most answers reuse them; the profile completion is the user's
 * own and is read each time.
 */
import { DashboardSchema, dataEnvelope } from '@pickleball/domain';
import { seedDemoClubs } from '@pickleball/server/src/demo/clubs.ts';
import { seedDemoCourts } from '@pickleball/server/src/demo/courts.ts';
import { seedDemoMatches } from '@pickleball/server/src/demo/matches.ts';
import { seedDemoPayments } from '@pickleball/server/src/demo/payments.ts';
import { DEMO_PASSWORD, seedDemo } from '@pickleball/server/src/demo/users.ts';
import { BENCH_ADMIN, startBenchServer } from '../lib/bench-server';
import { checkEndpoint, measureFixedRate, measureSaturation, type Target, warmUp } from '../lib/measure';
import { formatInteger } from '../lib/report';
import { seedUsers } from '../lib/seed-users';
import type { Benchmark, GoalCheck, Measurement } from '../lib/types';

const USER_COUNT = 100_000;
const WARM_UP = { connections: 20, durationSeconds: 2 };
const SATURATION = { connections: 50, durationSeconds: 10 };
/** 200 req/s × 50 ms ≈ 10 in flight. */
const FIXED_RATE = { rate: 200, connections: 10, durationSeconds: 10 };
const GOAL_P99_MS = 50;
const GOAL_RPS = 500;

const ResponseSchema = dataEnvelope(DashboardSchema);

export const benchmark: Benchmark = {
  name: 'dashboard',
  description: `GET /api/v1/dashboard as an administrator over the demo community and ${formatInteger(USER_COUNT)} users`,
  async run({ postgresUrl, log }) {
    const server = await startBenchServer({
      name: 'dashboard',
      postgresUrl,
      log,
      seed: async (context) => {
        const counts = await seedUsers(context, { count: USER_COUNT });
        const demoUsers = await seedDemo(context.db, await context.passwords.hash(DEMO_PASSWORD));
        return {
          ...counts,
          demo_users: demoUsers,
          matches: await seedDemoMatches(context.db),
          courts_and_requests: await seedDemoCourts(context.db),
          clubs: await seedDemoClubs(context.db),
          payments: await seedDemoPayments(context.db),
        };
      },
    });
    try {
      const token = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
      const dashboard: Target = {
        label: 'GET /api/v1/dashboard (administrator)',
        path: '/api/v1/dashboard?tz=Asia/Ho_Chi_Minh',
        headers: { authorization: `Bearer ${token}` },
      };
      await checkEndpoint(server, dashboard, (body) => {
        const parsed = ResponseSchema.safeParse(body);
        if (!parsed.success) return `unexpected body: ${parsed.error.message.slice(0, 300)}`;
        const cards = Object.keys(parsed.data.data.cards).length;
        if (cards !== 7) return `expected 7 cards, got ${cards}`;
        if ((parsed.data.data.cards.users?.total ?? 0) < USER_COUNT)
          return 'the users card misses the seeded users';
        return undefined;
      });
      log(`${dashboard.label}: warming up ${WARM_UP.durationSeconds} s`);
      await warmUp(server, dashboard, WARM_UP);
      log(`${dashboard.label}: saturation, ${SATURATION.durationSeconds} s`);
      const saturation = await measureSaturation(server, dashboard, SATURATION);
      log(`${dashboard.label}: ${FIXED_RATE.rate} req/s, ${FIXED_RATE.durationSeconds} s`);
      const fixed = await measureFixedRate(server, dashboard, FIXED_RATE);
      const measurements: Measurement[] = [saturation, fixed];
      const goals: GoalCheck[] = [
        {
          goal: `at least ${GOAL_RPS} req/s`,
          actual: `${formatInteger(Math.round(saturation.requestsPerSecond))} req/s`,
          passed: saturation.requestsPerSecond >= GOAL_RPS && saturation.non2xx === 0,
        },
        {
          goal: `p99 under ${GOAL_P99_MS} ms at ${FIXED_RATE.rate} req/s`,
          actual: `${fixed.latencyMs.p99} ms at ${Math.round(fixed.requestsPerSecond)} req/s`,
          passed: fixed.latencyMs.p99 < GOAL_P99_MS && fixed.non2xx === 0,
        },
      ];
      return {
        name: 'dashboard',
        database: server.database,
        seed: server.seed,
        seedSeconds: server.seedSeconds,
        measurements,
        derived: { dashboard_per_second: Math.round(saturation.requestsPerSecond) },
        goals,
        notes: [
          'Every 5 seconds one request rebuilds the cards (a count over the 100,000 users among them); the others reuse them and read only the profile completion.',
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
