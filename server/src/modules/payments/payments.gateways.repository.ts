/**
 * The queries of payment gateways (payments.gateways.service.ts): their rows, the list's page and total,
 * and how many payments each has taken (a gateway that has taken any is never deleted).
 */
import type { GatewayListQuery } from '@pickleball/domain';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText, toInt } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import type { PaymentGatewaysTable } from './payments.table';

export type GatewayValues = Omit<PaymentGatewaysTable, 'id'>;
export type GatewayRow = NonNullable<Awaited<ReturnType<typeof findGatewayRow>>>;

/** The gateway's own row. */
export function findGatewayRow(db: Db, id: number) {
  return db.selectFrom('payment_gateways').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The gateway with this key (the one its webhook address names). */
export function findGatewayByKey(db: Db, key: string) {
  return db.selectFrom('payment_gateways').selectAll().where('key', '=', key).executeTakeFirst();
}

type GatewayFilters = Pick<GatewayListQuery, 'provider' | 'status' | 'search'>;

function selectGateways(db: Db, filters: GatewayFilters) {
  let base = db.selectFrom('payment_gateways');
  if (filters.provider) base = base.where('provider', '=', filters.provider);
  if (filters.status) base = base.where('status', '=', filters.status);
  if (filters.search) {
    const term = filters.search;
    base = base.where((eb) => eb.or([containsText(eb.ref('name'), term), containsText(eb.ref('key'), term)]));
  }
  return base;
}

/** How many gateways the filters find. */
export function countGateways(db: Db, filters: GatewayFilters): Promise<Total> {
  return countRows(db, selectGateways(db, filters));
}

/** One page of gateways and one row more (see db/keyset.ts), by offset or after a cursor. */
export function fetchGatewayPage(
  db: Db,
  query: GatewayFilters & Pick<GatewayListQuery, 'sort'>,
  start: PageStart,
) {
  const key: SortKey = { column: query.sort.field, id: 'id', direction: query.sort.direction };
  return keysetPage(selectGateways(db, query).selectAll(), key, start).execute();
}

/** Every gateway (or the active ones) by name. */
export function listGatewayRows(db: Db, activeOnly: boolean | undefined) {
  let query = db.selectFrom('payment_gateways').selectAll().orderBy('name').orderBy('id');
  if (activeOnly) query = query.where('status', '=', 'active');
  return query.execute();
}

/** How many payments each of these gateways has taken, by gateway id (none: absent). */
export async function countGatewayTransactions(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select((eb) => ['gateway_id', eb.fn.countAll().as('count')])
    .where('gateway_id', 'in', ids)
    .groupBy('gateway_id')
    .execute();
  return new Map(rows.map((row) => [row.gateway_id as number, toInt(row.count)]));
}

/** Whether any payment or checkout attempt went through the gateway. */
export async function isGatewayUsed(db: Db, id: number): Promise<boolean> {
  const used = await db
    .selectFrom('payments')
    .select('id')
    .where('gateway_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  const tried = await db
    .selectFrom('payment_checkouts')
    .select('id')
    .where('gateway_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return Boolean(used || tried);
}

/** Writes a new gateway; answers its id. */
export async function insertGateway(db: Db, values: GatewayValues): Promise<number> {
  const created = await db
    .insertInto('payment_gateways')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Writes these columns of the gateway. */
export async function updateGatewayRow(db: Db, id: number, values: Partial<GatewayValues>): Promise<void> {
  await db.updateTable('payment_gateways').set(values).where('id', '=', id).execute();
}

/** Deletes the gateway's row. */
export async function deleteGatewayRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('payment_gateways').where('id', '=', id).execute();
}
