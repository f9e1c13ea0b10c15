import {
  foldForSearch,
  type PaymentEvent,
  type PaymentListQuery,
  type PaymentRefund,
  type PaymentStatus,
} from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import { person } from './payments.mapper';

/** The list's filters (everything but paging and sorting), shared by the list, its summary and the export. */
export type PaymentFilters = Omit<PaymentListQuery, 'page' | 'per_page' | 'sort' | 'cursor'>;

export function selectPayments(db: Db, filters: PaymentFilters) {
  let query = db
    .selectFrom('payments')
    .leftJoin('users as payer', 'payer.id', 'payments.user_id')
    .leftJoin('payment_gateways as gateway', 'gateway.id', 'payments.gateway_id');
  if (filters.status) query = query.where('payments.status', '=', filters.status);
  if (filters.gateway_id) query = query.where('payments.gateway_id', '=', filters.gateway_id);
  if (filters.currency) query = query.where('payments.currency', '=', filters.currency);
  if (filters.user_id) query = query.where('payments.user_id', '=', filters.user_id);
  if (filters.purpose) query = query.where('payments.purpose_type', '=', filters.purpose);
  if (filters.flagged === 'true') query = query.where('payments.flag', 'is not', null);
  if (filters.flagged === 'false') query = query.where('payments.flag', 'is', null);
  if (filters.from) query = query.where('payments.created_at', '>=', new Date(filters.from).toISOString());
  if (filters.to) query = query.where('payments.created_at', '<', new Date(filters.to).toISOString());
  if (filters.amount_min !== undefined) query = query.where('payments.amount', '>=', filters.amount_min);
  if (filters.amount_max !== undefined) query = query.where('payments.amount', '<=', filters.amount_max);
  if (filters.search) {
    const term = foldForSearch(filters.search);
    query = query.where((eb) =>
      eb.or([matchesSearch(db, 'payments', term), matchesSearch(db, 'users', term, 'payer')]),
    );
  }
  return query;
}

export function withPaymentColumns(query: ReturnType<typeof selectPayments>) {
  return query
    .leftJoin('users as creator', 'creator.id', 'payments.created_by')
    .selectAll('payments')
    .select([
      'payer.name as payer_name',
      'payer.username as payer_username',
      'gateway.name as gateway_name',
      'gateway.provider as gateway_provider',
      'creator.name as creator_name',
      'creator.username as creator_username',
    ]);
}

export type PaymentListRow = Awaited<ReturnType<ReturnType<typeof withPaymentColumns>['execute']>>[number];

/** How many payments the filters find. */
export function countPayments(db: Db, filters: PaymentFilters): Promise<Total> {
  return countRows(db, selectPayments(db, filters));
}

/** One page of payments and one row more (see db/keyset.ts), by offset or after a cursor. */
export function fetchPaymentPage(
  db: Db,
  query: Pick<PaymentListQuery, 'sort'> & PaymentFilters,
  start: PageStart,
): Promise<WithCursorValue<PaymentListRow>[]> {
  const { field, direction } = query.sort;
  const key: SortKey = {
    column: `payments.${field}`,
    id: 'payments.id',
    direction,
    nullable: field === 'paid_at',
  };
  return keysetPage(withPaymentColumns(selectPayments(db, query)), key, start).execute();
}

export async function findPaymentListRow(db: Db, id: number): Promise<PaymentListRow | undefined> {
  return withPaymentColumns(selectPayments(db, {})).where('payments.id', '=', id).executeTakeFirst();
}

export async function listPaymentEvents(db: Db, paymentId: number): Promise<PaymentEvent[]> {
  const rows = await db
    .selectFrom('payment_events')
    .leftJoin('users', 'users.id', 'payment_events.actor_id')
    .selectAll('payment_events')
    .select(['users.name as actor_name', 'users.username as actor_username'])
    .where('payment_events.payment_id', '=', paymentId)
    .orderBy('payment_events.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as PaymentEvent['type'],
    verdict: row.verdict,
    status_from: row.status_from as PaymentStatus | null,
    status_to: row.status_to as PaymentStatus | null,
    amount: row.amount === null ? null : Number(row.amount),
    actor: person(row.actor_id, row.actor_name, row.actor_username),
    payload: row.payload ? JSON.parse(row.payload) : null,
    created_at: toIso(row.created_at),
  }));
}

export async function listPaymentRefunds(db: Db, paymentId: number): Promise<PaymentRefund[]> {
  const rows = await db
    .selectFrom('payment_refunds')
    .leftJoin('users', 'users.id', 'payment_refunds.requested_by')
    .selectAll('payment_refunds')
    .select(['users.name as requester_name', 'users.username as requester_username'])
    .where('payment_refunds.payment_id', '=', paymentId)
    .orderBy('payment_refunds.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: Number(row.amount),
    status: row.status as PaymentRefund['status'],
    reason: row.reason,
    gateway_reference: row.gateway_reference,
    requested_by: person(row.requested_by, row.requester_name, row.requester_username),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }));
}

/**
 * The filtered payments by status: how many, their amount and refunded amount in `currency` (other
 * currencies count 0), how many are flagged and how many have money back.
 */
export function sumPaymentsByStatus(db: Db, filters: PaymentFilters, currency: string) {
  return selectPayments(db, filters)
    .select((eb) => [
      'payments.status',
      eb.fn.countAll().as('count'),
      eb.fn
        .sum(
          sql<number>`case when ${eb.ref('payments.currency')} = ${currency} then ${eb.ref('payments.amount')} else 0 end`,
        )
        .as('amount'),
      eb.fn
        .sum(
          sql<number>`case when ${eb.ref('payments.currency')} = ${currency} then ${eb.ref('payments.refunded_amount')} else 0 end`,
        )
        .as('refunded'),
      eb.fn.sum(sql<number>`case when ${eb.ref('payments.flag')} is null then 0 else 1 end`).as('flagged'),
      // Payments with any money back (a partial refund leaves the payment completed).
      eb.fn
        .sum(sql<number>`case when ${eb.ref('payments.refunded_amount')} > 0 then 1 else 0 end`)
        .as('with_refund'),
    ])
    .groupBy('payments.status')
    .execute();
}

/** The purposes payments were made for, each once, in order. */
export function listPaymentPurposes(db: Db) {
  return db.selectFrom('payments').select('purpose_type').distinct().orderBy('purpose_type').execute();
}

/**
 * The dashboard's rows in one currency: payments paid since `since` (with their gateway), payments
 * created since `periodStart` by status, open and flagged counts, and refunds succeeded since
 * `periodStart`.
 */
export async function readPaymentStatsRows(db: Db, currency: string, since: string, periodStart: string) {
  const [paid, created, open, refunds] = await Promise.all([
    // Paid in the period or this month: one row each, summed by the reader's day (payments.stats.ts).
    db
      .selectFrom('payments')
      .leftJoin('payment_gateways as gateway', 'gateway.id', 'payments.gateway_id')
      .select([
        'payments.amount',
        'payments.refunded_amount',
        'payments.paid_at',
        'payments.gateway_id',
        'gateway.name as gateway_name',
        'gateway.provider as gateway_provider',
      ])
      .where('payments.currency', '=', currency)
      .where('payments.status', 'in', ['completed', 'refunded'])
      .where('payments.paid_at', '>=', since)
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => ['status', eb.fn.countAll().as('count')])
      .where('currency', '=', currency)
      .where('created_at', '>=', periodStart)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => [
        eb.fn
          .sum(eb.case().when('status', 'in', ['pending', 'processing']).then(1).else(0).end())
          .as('pending'),
        eb.fn.sum(eb.case().when('flag', 'is not', null).then(1).else(0).end()).as('flagged'),
      ])
      .where('currency', '=', currency)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payment_refunds')
      .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('payment_refunds.amount').as('amount')])
      .where('payments.currency', '=', currency)
      .where('payment_refunds.status', '=', 'succeeded')
      .where('payment_refunds.updated_at', '>=', periodStart)
      .executeTakeFirstOrThrow(),
  ]);
  return { paid, created, open, refunds };
}

/** A user staff ask to pay: id, language and whether the account is active. */
export function findPayer(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'locale', 'is_active'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A user's username (who asked a gateway for a refund). */
export function findUsername(db: Db, userId: number) {
  return db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
}

/** A user's e-mail address (the payer's, for the gateway's checkout page). */
export function findUserEmail(db: Db, userId: number) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}

/** A user's language (a receipt is written in it). */
export function findUserLocale(db: Db, userId: number) {
  return db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
}
