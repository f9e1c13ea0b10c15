/**
 * The dashboard's queries, one per figure of a card. They run on every cache miss and are
 * benchmarked (tests/load/benchmarks/dashboard.ts): change them with care.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Users: all, active, and created since `weekStart`. */
export const countUserFigures = (db: Db, weekStart: string) =>
  db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('is_active', '=', true).then(1).else(0).end()).as('active'),
      eb.fn.sum(eb.case().when('created_at', '>=', weekStart).then(1).else(0).end()).as('new_this_week'),
    ])
    .executeTakeFirstOrThrow();

/** Courts: those not archived (total) and the active ones. */
export const countCourtFigures = (db: Db) =>
  db
    .selectFrom('courts')
    .select((eb) => [
      eb.fn.sum(eb.case().when('status', '!=', 'archived').then(1).else(0).end()).as('total'),
      eb.fn.sum(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
    ])
    .executeTakeFirstOrThrow();

/** Pending court requests, and how many of them were submitted before `cutoff` (urgent). */
export const countCourtRequestFigures = (db: Db, cutoff: string) =>
  db
    .selectFrom('court_requests')
    .select((eb) => [
      eb.fn.countAll().as('pending'),
      eb.fn.sum(eb.case().when('submitted_at', '<', cutoff).then(1).else(0).end()).as('urgent'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();

/** The `limit` pending court requests waiting longest (id, data, submitted_at). */
export const listOldestPendingCourtRequests = (db: Db, limit: number) =>
  db
    .selectFrom('court_requests')
    .select(['id', 'data', 'submitted_at'])
    .where('status', '=', 'pending')
    .orderBy('submitted_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** The number of clubs (as `total`). */
export const countClubs = (db: Db) =>
  db
    .selectFrom('clubs')
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();

/** The number of pending requests to join a club (as `pending`). */
export const countPendingJoinRequests = (db: Db) =>
  db
    .selectFrom('club_join_requests')
    .select((eb) => eb.fn.countAll().as('pending'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();

/** The `limit` latest matches in progress, with their event, location and court's name. */
export const listLiveMatches = (db: Db, limit: number) =>
  db
    .selectFrom('matches')
    .leftJoin('courts', 'courts.id', 'matches.court_id')
    .select(['matches.id', 'matches.event', 'matches.location', 'courts.name as court_name'])
    .where('matches.status', '=', 'inprogress')
    .orderBy('matches.played_at', 'desc')
    .orderBy('matches.id', 'desc')
    .limit(limit)
    .execute();

/** Matches awaiting approval, and those played since `weekStart` (neither draft nor voided). */
export const countMatchFigures = (db: Db, weekStart: string) =>
  db
    .selectFrom('matches')
    .select((eb) => [
      eb.fn.sum(eb.case().when('status', '=', 'pending_approval').then(1).else(0).end()).as('awaiting'),
      eb.fn
        .sum(
          eb
            .case()
            .when(
              sql<boolean>`${eb.ref('played_at')} >= ${weekStart} and ${eb.ref('status')} <> 'draft' and ${eb.ref('status')} <> 'voided'`,
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('played'),
    ])
    .executeTakeFirstOrThrow();

/** Notification deliveries failed since `since` (as `failed`). */
export const countFailedDeliveries = (db: Db, since: string) =>
  db
    .selectFrom('notification_deliveries')
    .select((eb) => eb.fn.countAll().as('failed'))
    .where('status', '=', 'failed')
    .where('updated_at', '>=', since)
    .executeTakeFirstOrThrow();

/** Pending notifications scheduled after `now` (as `scheduled`). */
export const countScheduledNotifications = (db: Db, now: string) =>
  db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('scheduled'))
    .where('status', '=', 'pending')
    .where('scheduled_at', '>', now)
    .executeTakeFirstOrThrow();
