/**
 * The leaderboard's baseline: every player's ratings as they stood at midnight in Viet Nam a week
 * ago, kept on the rank point (`single_rating_week_ago`, `double_rating_week_ago`) so that last
 * week's places are counted from an index like this week's (rankpoints.leaderboard.ts) instead of
 * looking up every player's history on every read.
 *
 * The baseline moves once a day. The first leaderboard read of a new day queues one refresh job
 * (claimed in `rating_baselines`, so several instances queue it once) and is answered from the
 * previous day's baseline meanwhile; a system that never had one computes it on that first read.
 * A refresh rewrites only the ratings that changed, from the history's index.
 */
import type { RatingMatchType } from '@pickleball/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nowIso, toIsoOrNull } from '../../db/dialect';
import { enqueueJob } from '../../platform/jobs/jobs';

const DAY_MS = 86_400_000;
/** Viet Nam keeps UTC+7 all year. */
const VIET_NAM_OFFSET_MS = 7 * 3_600_000;
const BASELINE_ID = 1;

/** The baseline for `now`: midnight in Viet Nam seven days before today's (ISO, UTC). */
export function baselineFor(now: Date): string {
  const localMidnight = Math.floor((now.getTime() + VIET_NAM_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(localMidnight - VIET_NAM_OFFSET_MS - 7 * DAY_MS).toISOString();
}

const BASELINE_COLUMNS = { singles: 'single_rating_week_ago', doubles: 'double_rating_week_ago' } as const;

/** The rank point's rating at the baseline. */
export const baselineColumn = (type: RatingMatchType) => BASELINE_COLUMNS[type];

/**
 * Sets every rank point's baseline ratings to those of `asOf` and records `asOf` as the
 * baseline. Only values that changed are written.
 */
export async function refreshRatingBaseline(db: Db, asOf: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const previous = toIsoOrNull(
      (
        await trx
          .selectFrom('rating_baselines')
          .select('as_of')
          .where('id', '=', BASELINE_ID)
          .executeTakeFirst()
      )?.as_of,
    );
    for (const [matchType, column] of Object.entries(BASELINE_COLUMNS)) {
      const ratingThen = sql<number | null>`(
        select rating_history.new_rating from rating_history
        where rating_history.rank_point_id = rank_points.id
          and rating_history.match_type = ${matchType}
          and rating_history.changed_at <= ${asOf}
        order by rating_history.changed_at desc, rating_history.id desc
        limit 1)`;
      let moved = trx
        .updateTable('rank_points')
        .set({ [column]: ratingThen })
        .where(sql<boolean>`${sql.ref(`rank_points.${column}`)} is distinct from ${ratingThen}`);
      // Moving forward, only the ratings changed since the previous baseline can differ (a change
      // is recorded when it is made, after every baseline there has been); otherwise all are read.
      if (previous && previous < asOf)
        moved = moved.where((eb) =>
          eb.exists(
            eb
              .selectFrom('rating_history')
              .select('rating_history.id')
              .whereRef('rating_history.rank_point_id', '=', 'rank_points.id')
              .where('rating_history.match_type', '=', matchType)
              .where('rating_history.changed_at', '>', previous)
              .where('rating_history.changed_at', '<=', asOf),
          ),
        );
      await moved.execute();
    }
    const now = nowIso();
    await trx
      .insertInto('rating_baselines')
      .values({ id: BASELINE_ID, as_of: asOf, queued_for: null, refreshed_at: now })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ as_of: asOf, queued_for: null, refreshed_at: now }),
      )
      .execute();
  });
}

/**
 * Per database, the day's baseline once it was seen in place: it stays in place until the day
 * changes (a baseline only moves forward), so the day's other reads ask nothing.
 */
const inPlace = new WeakMap<Db, string>();

/**
 * The baseline the leaderboard is answered from (ISO), for a read at `now`. A stale baseline
 * queues the day's refresh, once; a missing one is computed now.
 */
export async function currentBaseline(db: Db, now: Date = new Date()): Promise<string> {
  const wanted = baselineFor(now);
  if (inPlace.get(db) === wanted) return wanted;
  const row = await db
    .selectFrom('rating_baselines')
    .select(['as_of', 'queued_for'])
    .where('id', '=', BASELINE_ID)
    .executeTakeFirst();
  const asOf = toIsoOrNull(row?.as_of);
  if (!asOf) {
    await refreshRatingBaseline(db, wanted);
    inPlace.set(db, wanted);
    return wanted;
  }
  if (asOf === wanted) inPlace.set(db, wanted);
  if (asOf >= wanted) return asOf;
  const queuedFor = toIsoOrNull(row?.queued_for);
  if (!queuedFor || queuedFor < wanted) {
    await db.transaction().execute(async (trx) => {
      // Only the instance whose update claims the day queues its job.
      const claimed = await trx
        .updateTable('rating_baselines')
        .set({ queued_for: wanted })
        .where('id', '=', BASELINE_ID)
        .where((eb) => eb.or([eb('queued_for', 'is', null), eb('queued_for', '<', wanted)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1)
        await enqueueJob(trx, 'rankpoint.baseline', { as_of: wanted });
    });
  }
  return asOf;
}

/** The job: moves the baseline to `as_of` unless a later one is already there. */
export async function runBaselineRefresh(db: Db, payload: { as_of: string }): Promise<void> {
  const row = await db
    .selectFrom('rating_baselines')
    .select('as_of')
    .where('id', '=', BASELINE_ID)
    .executeTakeFirst();
  const asOf = toIsoOrNull(row?.as_of);
  if (asOf && asOf >= payload.as_of) return;
  await refreshRatingBaseline(db, payload.as_of);
}
