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
import type { Db } from '../../db/database';
import { nowIso, toIsoOrNull } from '../../db/dialect';
import { enqueueJob } from '../../platform/jobs/jobs';
import {
  claimBaselineRefresh,
  findBaselineAsOf,
  findBaselineState,
  saveBaseline,
  updateBaselineRatings,
} from './rankpoints.repository';

const DAY_MS = 86_400_000;
/** Viet Nam keeps UTC+7 all year. */
const VIET_NAM_OFFSET_MS = 7 * 3_600_000;

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
    const previous = toIsoOrNull((await findBaselineAsOf(trx))?.as_of);
    for (const [matchType, column] of Object.entries(BASELINE_COLUMNS))
      await updateBaselineRatings(trx, matchType, column, asOf, previous);
    await saveBaseline(trx, asOf, nowIso());
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
  const row = await findBaselineState(db);
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
      const claimed = await claimBaselineRefresh(trx, wanted);
      if (Number(claimed.numUpdatedRows) === 1)
        await enqueueJob(trx, 'rankpoint.baseline', { as_of: wanted });
    });
  }
  return asOf;
}

/** The job: moves the baseline to `as_of` unless a later one is already there. */
export async function runBaselineRefresh(db: Db, payload: { as_of: string }): Promise<void> {
  const row = await findBaselineAsOf(db);
  const asOf = toIsoOrNull(row?.as_of);
  if (asOf && asOf >= payload.as_of) return;
  await refreshRatingBaseline(db, payload.as_of);
}
