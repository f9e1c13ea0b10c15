/**
 * The dashboard: one answer with a card for each module the user may open, asked of each module
 * only when the user holds its permission (a card without it is absent, never empty). The cards
 * depend only on the permissions and the reader's time zone, so they are kept for a few seconds
 * per (permission set, zone): a room of staff opening the dashboard costs one set of queries.
 * A change this instance publishes to staff (a match going live) makes them stale at once; one
 * published by another instance shows within the few seconds (the web asks again after them).
 * The profile completion is the user's own and is never shared.
 */
import { type Dashboard, type DashboardCards, hasPermission, URGENT_AFTER_DAYS } from '@pickleball/domain';
import { toInt, toIso } from '../../db/dialect';
import { type AppServices, requireActor, type ServiceContext } from '../../platform/context';
import { listGamesOfMatches } from '../matches/matches.repository';
import { getPaymentStats, localDate, startOfLocalDate } from '../payments/payments.stats';
import { getMyProfileCompletion } from '../profile/profile.service';
import {
  countClubs,
  countCourtFigures,
  countCourtRequestFigures,
  countFailedDeliveries,
  countMatchFigures,
  countPendingJoinRequests,
  countScheduledNotifications,
  countUserFigures,
  listLiveMatches,
  listOldestPendingCourtRequests,
} from './dashboard.repository';

const CACHE_MS = 5_000;
const DAY_MS = 86_400_000;
const LIVE_LIMIT = 10;
const OLDEST_REQUESTS = 5;

interface CachedCards {
  at: number;
  cards: Promise<DashboardCards>;
}
/** Per app (tests run several apps, each on its own database, in one process). */
const caches = new WeakMap<AppServices, Map<string, CachedCards>>();

/** The instant the reader's week began (Monday 00:00 in their zone) and their day began. */
function periodStarts(timeZone: string, now = Date.now()) {
  const today = localDate(now, timeZone);
  const todayStart = startOfLocalDate(today, timeZone);
  // 0 = Monday … 6 = Sunday, from the calendar date itself.
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = startOfLocalDate(
    localDate(todayStart - weekday * DAY_MS + DAY_MS / 2, timeZone),
    timeZone,
  );
  return { today: new Date(todayStart).toISOString(), week: new Date(weekStart).toISOString() };
}

async function buildCards(
  ctx: ServiceContext,
  permissions: readonly string[],
  timeZone: string,
): Promise<DashboardCards> {
  const grants = { roles: [], permissions };
  const may = (permission: string) => hasPermission(grants, permission);
  const { db } = ctx;
  const starts = periodStarts(timeZone);
  const cards: DashboardCards = {};
  const work: Promise<void>[] = [];

  if (may('user.view'))
    work.push(
      countUserFigures(db, starts.week).then((row) => {
        cards.users = {
          total: toInt(row.total),
          active: toInt(row.active),
          new_this_week: toInt(row.new_this_week),
        };
      }),
    );

  if (may('court.view'))
    work.push(
      countCourtFigures(db).then((row) => {
        cards.courts = { total: toInt(row.total), active: toInt(row.active) };
      }),
    );

  if (may('court-request.view')) {
    const cutoff = new Date(Date.now() - URGENT_AFTER_DAYS * DAY_MS).toISOString();
    work.push(
      Promise.all([
        countCourtRequestFigures(db, cutoff),
        // Waiting longest first: the urgent ones lead.
        listOldestPendingCourtRequests(db, OLDEST_REQUESTS),
      ]).then(([counts, oldest]) => {
        cards.court_requests = {
          pending: toInt(counts.pending),
          urgent: toInt(counts.urgent),
          oldest: oldest.map((row) => ({
            id: row.id,
            name: String((JSON.parse(row.data) as { name?: unknown }).name ?? ''),
            created_at: toIso(row.submitted_at),
            is_urgent: toIso(row.submitted_at) < cutoff,
          })),
        };
      }),
    );
  }

  if (may('club.view'))
    work.push(
      Promise.all([countClubs(db), countPendingJoinRequests(db)]).then(([clubs, requests]) => {
        cards.clubs = { total: toInt(clubs.total), pending_join_requests: toInt(requests.pending) };
      }),
    );

  if (may('match.view'))
    work.push(
      Promise.all([listLiveMatches(db, LIVE_LIMIT), countMatchFigures(db, starts.week)]).then(
        async ([live, counts]) => {
          const games = await listGamesOfMatches(
            db,
            live.map((match) => match.id),
          );
          cards.matches = {
            live: live.map((match) => ({
              id: match.id,
              title: match.event,
              court: match.court_name ?? match.location,
              score: games
                .filter((game) => game.match_id === match.id)
                .map((game) => `${game.team1}–${game.team2}`)
                .join(' · '),
              scoreboard_path: `/public-scoreboard/${match.id}`,
            })),
            awaiting_approval: toInt(counts.awaiting),
            played_this_week: toInt(counts.played),
          };
        },
      ),
    );

  if (may('payment.stats'))
    work.push(
      getPaymentStats(ctx, { days: 30, tz: timeZone }).then((stats) => {
        cards.payments = {
          currency: stats.currency,
          revenue_this_month: stats.revenue_this_month,
          pending: stats.pending,
          flagged: stats.flagged,
          by_day: stats.by_day.map((day) => ({ date: day.date, amount: day.amount })),
        };
      }),
    );

  if (may('notification.view'))
    work.push(
      Promise.all([
        countFailedDeliveries(db, starts.today),
        countScheduledNotifications(db, new Date().toISOString()),
      ]).then(([failed, scheduled]) => {
        cards.notifications = { failed_today: toInt(failed.failed), scheduled: toInt(scheduled.scheduled) };
      }),
    );

  await Promise.all(work);
  return cards;
}

export async function getDashboard(ctx: ServiceContext, timeZone: string): Promise<Dashboard> {
  const actor = requireActor(ctx);
  const permissions = [...actor.permissions].sort();
  // A change published here since the cards were built makes them stale at once (a match going live).
  const key = `${ctx.services.realtime.resourceChanges}|${timeZone}|${permissions.join(',')}`;
  const now = Date.now();
  let cache = caches.get(ctx.services);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.services, cache);
  }
  let entry = cache.get(key);
  if (!entry || now - entry.at > CACHE_MS) {
    entry = { at: now, cards: buildCards(ctx, permissions, timeZone) };
    cache.set(key, entry);
    // A failed build is not kept for the next reader.
    const owner = cache;
    entry.cards.catch(() => owner.delete(key));
    for (const [other, cached] of cache) if (now - cached.at > CACHE_MS) cache.delete(other);
  }
  const [cards, profile] = await Promise.all([entry.cards, getMyProfileCompletion(ctx)]);
  return { cards, profile, generated_at: new Date(entry.at).toISOString() };
}

/** Tests start from a cold cache. */
export function clearDashboardCache(services: AppServices): void {
  caches.get(services)?.clear();
}
