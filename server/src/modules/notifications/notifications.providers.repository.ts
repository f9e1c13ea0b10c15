/**
 * Notification providers: their rows, their health read from their last deliveries, and the
 * lease under which one worker refreshes a Zalo provider's tokens.
 */
import { HEALTH_WINDOW, type ProviderListQuery } from '@pickleball/domain';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import type { NotificationProvidersTable } from './notifications.table';

export type ProviderValues = Omit<NotificationProvidersTable, 'id'>;

/** The provider's row, if it exists. */
export function findProviderRow(db: Db, id: number) {
  return db.selectFrom('notification_providers').selectAll().where('id', '=', id).executeTakeFirst();
}
export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProviderRow>>>;

/** Sent and failed among each provider's last HEALTH_WINDOW settled deliveries, by provider. */
export async function findRecentOutcomes(db: Db, ids: readonly number[]) {
  const result = new Map<number, { sent: number; failed: number }>();
  if (ids.length === 0) return result;
  // One query for every provider of the page: each one's last HEALTH_WINDOW settled deliveries.
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('notification_deliveries')
        .select((inner) => [
          'provider_id',
          'status',
          sql<number>`row_number() over (partition by ${inner.ref('provider_id')} order by ${inner.ref('updated_at')} desc)`.as(
            'position',
          ),
        ])
        .where('provider_id', 'in', ids)
        .where('status', 'in', ['sent', 'delivered', 'failed'])
        .as('recent'),
    )
    .select((eb) => [
      'recent.provider_id',
      eb.fn.countAll<number>().as('settled'),
      eb.fn.sum<number>(sql`case when ${eb.ref('recent.status')} = 'failed' then 1 else 0 end`).as('failed'),
    ])
    .where('recent.position', '<=', HEALTH_WINDOW)
    .groupBy('recent.provider_id')
    .execute();
  for (const row of rows) {
    const failed = Number(row.failed ?? 0);
    if (row.provider_id !== null) result.set(row.provider_id, { sent: Number(row.settled) - failed, failed });
  }
  return result;
}

/** The providers matching the list's filters (all of them: providers are a handful), in its order. */
export async function listProviderRows(db: Db, query: ProviderListQuery) {
  let base = db.selectFrom('notification_providers');
  if (query.type) base = base.where('type', '=', query.type);
  if (query.enabled) base = base.where('enabled', '=', query.enabled === 'true');
  if (query.search) {
    const term = query.search;
    base = base.where((eb) =>
      eb.or([containsText(eb.ref('name'), term), containsText(eb.ref('description'), term)]),
    );
  }
  return base
    .selectAll()
    .orderBy(query.sort.field, query.sort.direction)
    .orderBy('id', query.sort.direction)
    .execute();
}

/** The enabled providers of a type, in priority order (then by id). */
export async function listEnabledProviders(db: Db, type: string) {
  return db
    .selectFrom('notification_providers')
    .selectAll()
    .where('type', '=', type)
    .where('enabled', '=', true)
    .orderBy('priority')
    .orderBy('id')
    .execute();
}

/** The first Zalo ZNS provider (by priority, then id): its id, if there is one. */
export async function findZnsProvider(db: Db) {
  return db
    .selectFrom('notification_providers')
    .select('id')
    .where('type', '=', 'zalo_zns')
    .orderBy('priority')
    .orderBy('id')
    .executeTakeFirst();
}

/** Writes a provider; answers its id. */
export async function insertProvider(db: Db, values: ProviderValues): Promise<number> {
  const created = await db
    .insertInto('notification_providers')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Changes these columns of the provider; answers how many rows changed (0 when it is gone). */
export async function updateProviderRow(
  db: Db,
  id: number,
  values: Updateable<NotificationProvidersTable>,
): Promise<number> {
  const result = await db
    .updateTable('notification_providers')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the provider. */
export async function deleteProviderRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notification_providers').where('id', '=', id).execute();
}

/** The provider's plain config and sealed secrets, if it exists. */
export async function findProviderSecrets(db: Db, id: number) {
  return db
    .selectFrom('notification_providers')
    .select(['config', 'secrets'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Takes the provider's refresh lease if none holds it at `now`; answers the rows taken (0 or 1). */
export async function takeProviderLease(
  db: Db,
  id: number,
  owner: string,
  until: string,
  now: string,
): Promise<number> {
  const taken = await db
    .updateTable('notification_providers')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows);
}

/** Gives the provider's refresh lease back, if `owner` still holds it. */
export async function releaseProviderLease(db: Db, id: number, owner: string): Promise<void> {
  await db
    .updateTable('notification_providers')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}
