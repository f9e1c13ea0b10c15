/**
 * Bulk rank points for the list profile and benchmarks: players of the users already seeded
 * (seed-users.ts first) get a profile (gender, province, birthday) and, for most of them, a rank
 * point with singles and doubles ratings and a few changes in their history over the last two
 * months, so the leaderboard has this week's places and last week's to compare. The baseline
 * (last week's ratings) is set as the day's job sets it.
 */
import { RANKPOINT_TYPES } from '@pickleball/domain';
import {
  baselineFor,
  refreshRatingBaseline,
} from '@pickleball/server/src/modules/rankpoints/rankpoints.baseline';
import type { SeedContext } from './bench-server';
import { createRandom } from './people';

const BATCH_SIZE = 1_000;
const DAY_MS = 86_400_000;
/** Ho Chi Minh City, Hanoi, Da Nang and the rest of the country's 34 provinces. */
const PROVINCES = ['79', '01', '48', '31', '92', '75', '56', '66', '04', '08'] as const;

export interface SeedRankpointsOptions {
  /** Share of the seeded users who have a rank point. */
  share?: number;
  randomSeed?: number;
}

export async function seedRankpoints(
  context: SeedContext,
  options: SeedRankpointsOptions = {},
): Promise<Record<string, number>> {
  const { db, log } = context;
  const started = performance.now();
  const random = createRandom(options.randomSeed ?? 20_261_127);
  const share = options.share ?? 0.8;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  /** 2.000–8.000 in thousandths, bunched around 3.5 as club players are. */
  const rating = () =>
    Math.round(Math.min(8, Math.max(2, 3.5 + (random() + random() + random() - 1.5) * 1.6)) * 1000) / 1000;
  const now = Date.now();
  const counts = { rank_points: 0, history: 0, profiles: 0 };
  // Every seeded person (and the admin: a rank point more or less changes nothing measured).
  const ids = await db.selectFrom('users').select('id').orderBy('id').execute();

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < ids.length; start += BATCH_SIZE) {
      await new Promise((resolve) => setImmediate(resolve));
      context.signal.throwIfAborted();
      const batch = ids.slice(start, start + BATCH_SIZE);
      const iso = (ms: number) => new Date(ms).toISOString();
      await trx
        .insertInto('profiles')
        .values(
          batch.map(({ id }) => ({
            user_id: id,
            gender: random() < 0.6 ? 'male' : 'female',
            province_code: pick(PROVINCES),
            date_of_birth: `${1955 + Math.floor(random() * 55)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}`,
            phone_verified: false,
            updated_at: iso(now),
          })),
        )
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      counts.profiles += batch.length;
      const rated = batch.filter(() => random() < share);
      if (rated.length === 0) continue;
      const points = rated.map(({ id }) => ({
        user_id: id,
        type: pick(RANKPOINT_TYPES),
        single_rating: random() < 0.7 ? rating() : null,
        double_rating: random() < 0.95 ? rating() : null,
        single_matches: Math.floor(random() * 40),
        double_matches: Math.floor(random() * 80),
        status: random() < 0.97 ? 'active' : 'inactive',
        change_reason: null,
        created_at: iso(now - 90 * DAY_MS),
        updated_at: iso(now),
      }));
      const inserted = await trx
        .insertInto('rank_points')
        .values(points)
        .returning(['id', 'user_id'])
        .execute();
      const byUser = new Map(points.map((point) => [point.user_id, point]));
      const history = inserted.flatMap(({ id, user_id }) => {
        const point = byUser.get(user_id);
        return (['singles', 'doubles'] as const).flatMap((matchType) => {
          const current = matchType === 'singles' ? point?.single_rating : point?.double_rating;
          if (current === null || current === undefined) return [];
          // A match moves a rating by a few hundredths: the rating before the last change is the
          // current one give or take 0.15, set 30 to 60 days ago; the last change is within 30
          // days (a quarter of them this week). One player in twenty is new: only the last change.
          const before = Math.round(Math.min(8, Math.max(2, current + (random() - 0.5) * 0.3)) * 1000) / 1000;
          const changes = [
            ...(random() < 0.05 ? [] : [{ at: now - (30 + random() * 30) * DAY_MS, value: before }]),
            { at: now - random() * 30 * DAY_MS, value: current },
          ];
          return changes.map((change) => ({
            rank_point_id: id,
            match_type: matchType,
            previous_rating: null,
            new_rating: change.value,
            source: 'match',
            reason: null,
            match_id: null,
            changed_by: null,
            changed_at: iso(change.at),
          }));
        });
      });
      for (let offset = 0; offset < history.length; offset += BATCH_SIZE)
        await trx
          .insertInto('rating_history')
          .values(history.slice(offset, offset + BATCH_SIZE))
          .execute();
      counts.rank_points += inserted.length;
      counts.history += history.length;
    }
  });
  const baseline = performance.now();
  await refreshRatingBaseline(db, baselineFor(new Date(now)));
  log(
    `seeded ${counts.rank_points.toLocaleString('en-US')} rank points with ${counts.history.toLocaleString('en-US')} rating changes in ${((baseline - started) / 1000).toFixed(1)} s; baseline ${((performance.now() - baseline) / 1000).toFixed(1)} s`,
  );
  return counts;
}
