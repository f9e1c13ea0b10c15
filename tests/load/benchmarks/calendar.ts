/**
 * The calendar's month view (issue 16's benchmark): GET /api/v1/calendar/occurrences for the six
 * weeks a month grid shows, over a team calendar of 500 recurring meetings (weekly on one to
 * three days, every few days, monthly, yearly; some ended, some moved or cancelled for one
 * occurrence), expanded on the server on every request — occurrences are never stored. Signed
 * in as the administrator, who may edit them all (the answer carries `can_edit` for each).
 * Saturation, then the p99 at a fixed rate a busy office would not reach.
 */
import { buildSearchText, OccurrenceSchema, type SeriesTiming } from '@pickleball/domain';
import { seriesEndAt } from '@pickleball/server/src/modules/calendar/calendar.meetings.ts';
import { z } from 'zod';
import { BENCH_ADMIN, type SeedContext, startBenchServer } from '../lib/bench-server';
import { checkEndpoint, measureFixedRate, measureSaturation, type Target, warmUp } from '../lib/measure';
import { createRandom } from '../lib/people';
import { formatInteger } from '../lib/report';
import { seedUsers } from '../lib/seed-users';
import type { Benchmark, GoalCheck, Measurement } from '../lib/types';

const MEETINGS = 500;
const PEOPLE = 60;
const ZONE = 'Asia/Ho_Chi_Minh';
const DAY_MS = 86_400_000;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const WARM_UP = { connections: 10, durationSeconds: 2 };
const SATURATION = { connections: 10, durationSeconds: 10 };
/**
 * A whole office opening or moving through its month view at once is a few requests a second:
 * 5 is a busy morning. Each answer is large (thousands of occurrences), so the goals are about a
 * month grid that opens without a wait, not about raw throughput.
 */
const FIXED_RATE = { rate: 5, connections: 3, durationSeconds: 15 };
const RATE_TOLERANCE = 0.95;
const GOAL_RPS = 20;
const GOAL_P99_MS = 500;

/** The month grid of the month after the run's: a Monday-first six weeks around it, in Hanoi. */
function monthGrid(now: Date): { from: string; to: string } {
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const weekday = (new Date(first).getUTCDay() + 6) % 7;
  // Local midnight in Hanoi is 17:00 UTC the day before.
  const from = first - weekday * DAY_MS - 7 * 3_600_000;
  return { from: new Date(from).toISOString(), to: new Date(from + 42 * DAY_MS).toISOString() };
}

async function seedCalendar(context: SeedContext): Promise<Record<string, number>> {
  const counts = await seedUsers(context, { count: PEOPLE });
  const { db } = context;
  const random = createRandom(20_261_127);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', BENCH_ADMIN.username)
    .executeTakeFirstOrThrow();
  const people = (await db.selectFrom('users').select('id').where('id', '!=', admin.id).execute()).map(
    (row) => row.id,
  );
  const now = Date.now();
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  let exceptions = 0;
  let ended = 0;
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < MEETINGS; index += 1) {
      // Started some time in the last year, at a local hour between 06:00 and 20:00.
      const day = today - Math.floor(random() * 365) * DAY_MS;
      const start = day + (6 + Math.floor(random() * 15)) * 3_600_000 - 7 * 3_600_000;
      const length = (1 + Math.floor(random() * 4)) * 30 * 60_000;
      const roll = random();
      const pattern = roll < 0.6 ? 'weekly' : roll < 0.75 ? 'daily' : roll < 0.9 ? 'monthly' : 'yearly';
      const interval =
        pattern === 'daily' ? 2 + Math.floor(random() * 6) : pattern === 'weekly' && random() < 0.2 ? 2 : 1;
      const weekdays =
        pattern === 'weekly'
          ? [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WEEKDAYS)))]
          : [];
      // One in ten ended in the past; the others run on (some until a date ahead).
      const isEnded = random() < 0.1;
      if (isEnded) ended += 1;
      const untilMs = isEnded
        ? today - Math.floor(random() * 60) * DAY_MS
        : random() < 0.3
          ? today + 200 * DAY_MS
          : null;
      const until = untilMs === null ? null : new Date(untilMs).toISOString().slice(0, 10);
      const series: SeriesTiming = {
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + length).toISOString(),
        all_day: false,
        timezone: ZONE,
        recurrence: { pattern, interval, weekdays, until },
      };
      const title = `${pick(['Tập luyện', 'Họp', 'Training', 'Call', 'Review', 'Giao lưu'])} ${index + 1}`;
      const stamp = new Date(now).toISOString();
      const inserted = await trx
        .insertInto('meetings')
        .values({
          title,
          description: null,
          location: pick(['Sân 1', 'Sân 3', 'Court 2', 'Văn phòng CLB', null]),
          meeting_url: null,
          agenda: null,
          notes: null,
          start_at: series.start_at,
          end_at: series.end_at,
          series_end_at: seriesEndAt(series),
          all_day: false,
          timezone: ZONE,
          type: pick(['meeting', 'call', 'event', 'reminder']),
          priority: pick(['low', 'medium', 'high', 'urgent']),
          status: 'scheduled',
          organizer_id: admin.id,
          recurrence_pattern: pattern,
          recurrence_interval: interval,
          recurrence_weekdays: JSON.stringify(weekdays),
          recurrence_until: until,
          reminders: JSON.stringify([15]),
          attachments: '[]',
          revision: 1,
          search_text: buildSearchText([title]),
          created_by: admin.id,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const invited = [...new Set(Array.from({ length: 2 + Math.floor(random() * 6) }, () => pick(people)))];
      await trx
        .insertInto('meeting_participants')
        .values([
          {
            meeting_id: inserted.id,
            user_id: admin.id,
            role: 'moderator',
            response: 'accepted',
            responded_at: stamp,
          },
          ...invited.map((userId) => ({
            meeting_id: inserted.id,
            user_id: userId,
            role: 'attendee',
            response: pick(['pending', 'accepted', 'declined', 'maybe']),
            responded_at: null,
          })),
        ])
        .execute();
      // One series in five has an occurrence moved or cancelled (an exception row the expansion merges).
      if (!isEnded && pattern === 'weekly' && random() < 0.2) {
        exceptions += 1;
        const original = new Date(
          start + Math.ceil((today - start) / (7 * DAY_MS)) * 7 * DAY_MS,
        ).toISOString();
        await trx
          .insertInto('meeting_exceptions')
          .values({
            meeting_id: inserted.id,
            original_start: original,
            is_cancelled: random() < 0.5,
            start_at: null,
            end_at: null,
            title: null,
            location: null,
            notes: null,
            status: null,
            updated_at: stamp,
          })
          .execute();
      }
    }
  });
  return { ...counts, meetings: MEETINGS, ended_meetings: ended, exceptions };
}

const OccurrencesSchema = z.object({ data: z.array(OccurrenceSchema) });

export const benchmark: Benchmark = {
  name: 'calendar',
  description: `GET /api/v1/calendar/occurrences for a month grid (6 weeks) over ${formatInteger(MEETINGS)} recurring meetings`,
  async run({ postgresUrl, log }) {
    const server = await startBenchServer({ name: 'calendar', postgresUrl, log, seed: seedCalendar });
    try {
      const token = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
      const range = monthGrid(new Date());
      const month: Target = {
        label: 'GET /api/v1/calendar/occurrences (a month grid)',
        path: `/api/v1/calendar/occurrences?from=${range.from}&to=${range.to}`,
        headers: { authorization: `Bearer ${token}` },
      };
      let shown = 0;
      let meetingsShown = 0;
      await checkEndpoint(server, month, (body) => {
        const parsed = OccurrencesSchema.safeParse(body);
        if (!parsed.success) return `unexpected body: ${parsed.error.message.slice(0, 300)}`;
        shown = parsed.data.data.length;
        meetingsShown = new Set(parsed.data.data.map((occurrence) => occurrence.meeting_id)).size;
        if (meetingsShown < MEETINGS * 0.5)
          return `only ${meetingsShown} meetings have an occurrence in the month: the seed is not what was meant`;
        return undefined;
      });
      log(`${month.label}: ${shown} occurrences of ${meetingsShown} meetings per answer`);

      log(`${month.label}: warming up ${WARM_UP.durationSeconds} s`);
      await warmUp(server, month, WARM_UP);
      log(`${month.label}: saturation, ${SATURATION.durationSeconds} s`);
      const saturation = await measureSaturation(server, month, SATURATION);
      log(`${month.label}: ${FIXED_RATE.rate} req/s, ${FIXED_RATE.durationSeconds} s`);
      const fixed = await measureFixedRate(server, month, FIXED_RATE);
      const measurements: Measurement[] = [saturation, fixed];

      const rateReached = fixed.requestsPerSecond >= FIXED_RATE.rate * RATE_TOLERANCE;
      const goals: GoalCheck[] = [
        {
          goal: `month view ≥ ${GOAL_RPS} req/s at saturation`,
          actual: `${formatInteger(saturation.requestsPerSecond)} req/s`,
          passed: saturation.requestsPerSecond >= GOAL_RPS,
        },
        {
          goal: `month view p99 ≤ ${GOAL_P99_MS} ms at ${FIXED_RATE.rate} req/s`,
          actual: rateReached
            ? `${fixed.latencyMs.p99} ms`
            : `${fixed.latencyMs.p99} ms, but only ${formatInteger(fixed.requestsPerSecond)} req/s reached`,
          passed: rateReached && fixed.latencyMs.p99 <= GOAL_P99_MS,
        },
      ];
      return {
        name: 'calendar',
        database: server.database,
        seed: server.seed,
        seedSeconds: server.seedSeconds,
        measurements,
        derived: { occurrences_per_answer: shown, meetings_per_answer: meetingsShown },
        goals,
        notes: [
          'every answer expands the series in their own time zone (domain/src/calendar/recurrence.ts) and loads their participants and exceptions',
          `autocannon paces each of the ${FIXED_RATE.connections} connections per second, so fixed-rate requests arrive in bursts`,
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
