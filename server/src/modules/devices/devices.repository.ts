import { DEVICE_ACTIVE_DAYS, type DeviceListQuery, foldForSearch } from '@pickleball/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type { DevicesTable } from './devices.table';

export type DeviceValues = Omit<DevicesTable, 'id'>;

const DEVICE_COLUMNS = [
  'devices.id',
  'devices.user_id',
  'devices.name',
  'devices.description',
  'devices.status',
  'devices.platform',
  'devices.os_version',
  'devices.app_version',
  'devices.manufacturer',
  'devices.model',
  'devices.serial_number',
  'devices.ip_address',
  'devices.mac_address',
  'devices.registered_at',
  'devices.last_active_at',
  'devices.sort_order',
  'devices.is_archived',
  'devices.block_reason',
  'devices.blocked_at',
  'devices.blocked_by',
  'devices.created_at',
  'devices.updated_at',
  'owners.name as owner_name',
  'owners.username as owner_username',
  'blockers.name as blocker_name',
  'blockers.username as blocker_username',
] as const;

function devicesWithJoins(db: Db) {
  return db
    .selectFrom('devices')
    .leftJoin('users as owners', 'owners.id', 'devices.user_id')
    .leftJoin('users as blockers', 'blockers.id', 'devices.blocked_by');
}

/** Whether the device has a push token (answered as a flag; the token itself never leaves). */
const hasPushToken = sql<number>`exists (select 1 from push_tokens where push_tokens.device_id = devices.id)`;

export async function findDeviceRow(db: Db, id: number) {
  return devicesWithJoins(db)
    .select(DEVICE_COLUMNS)
    .select(hasPushToken.as('has_push_token'))
    .where('devices.id', '=', id)
    .executeTakeFirst();
}
export type DeviceRow = NonNullable<Awaited<ReturnType<typeof findDeviceRow>>>;

export async function findDeviceBySerial(db: Db, serialNumber: string) {
  return db
    .selectFrom('devices')
    .select(['id', 'user_id', 'status', 'serial_number'])
    .where('serial_number', '=', serialNumber)
    .executeTakeFirst();
}

/** The device holding this push token now (by the token's hash), if any. */
export async function findDeviceByPushToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('push_tokens')
    .innerJoin('devices', 'devices.id', 'push_tokens.device_id')
    .select(['devices.id', 'devices.user_id', 'devices.status', 'devices.serial_number'])
    .where('push_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The status of the device a call says it comes from (X-Device-Id), for the blocked-device check. */
export async function findDeviceStatus(db: Db, id: number) {
  return db.selectFrom('devices').select(['status']).where('id', '=', id).executeTakeFirst();
}

export async function insertDevice(db: Db, values: DeviceValues): Promise<number> {
  const { id } = await db.insertInto('devices').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateDevice(db: Db, id: number, values: Partial<DeviceValues>): Promise<void> {
  await db.updateTable('devices').set(values).where('id', '=', id).execute();
}

/** Writes these values unless the status is already `unlessStatus`; answers the rows changed (0 or 1). */
export async function updateDeviceUnlessStatus(
  db: Db,
  id: number,
  values: Partial<DeviceValues>,
  unlessStatus: string,
): Promise<number> {
  const result = await db
    .updateTable('devices')
    .set(values)
    .where('id', '=', id)
    .where('status', '<>', unlessStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the device row (its push tokens first: deleteDevicePushTokens). */
export async function deleteDeviceRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('devices').where('id', '=', id).execute();
}

/** The device's id, owner, status and platform, if it exists (the app's own calls check the owner). */
export async function findDeviceOwnership(db: Db, id: number) {
  return db
    .selectFrom('devices')
    .select(['id', 'user_id', 'status', 'platform'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deletes every push token of the device. */
export async function deleteDevicePushTokens(db: Db, deviceId: number): Promise<void> {
  await db.deleteFrom('push_tokens').where('device_id', '=', deviceId).execute();
}

/** Deletes the device's push tokens but the one with this hash. */
export async function deleteOtherPushTokens(db: Db, deviceId: number, keepHash: string): Promise<void> {
  await db
    .deleteFrom('push_tokens')
    .where('device_id', '=', deviceId)
    .where('token_hash', '<>', keepHash)
    .execute();
}

/** A user's name and username (what a device's search text holds of its owner), if the user exists. */
export async function findOwnerNames(db: Db, userId: number) {
  return db.selectFrom('users').select(['name', 'username']).where('id', '=', userId).executeTakeFirst();
}

/** The user's id if the user exists (an owner chosen on the form). */
export async function findUserId(db: Db, userId: number) {
  return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
}

/** Active users matching the search (folded), by name, at most 20: the owner picker. */
export async function searchActiveUsers(db: Db, search: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('is_active', '=', true)
    .where(matchesSearch(db, 'users', foldForSearch(search)))
    .orderBy('sort_name')
    .limit(20)
    .execute();
}

type DevicesQuery = SelectQueryBuilder<
  Database & { owners: Database['users']; blockers: Database['users'] },
  'devices' | 'owners' | 'blockers',
  object
>;

const recentSince = () => new Date(Date.now() - DEVICE_ACTIVE_DAYS * 86_400_000).toISOString();

type DeviceFilters = Omit<DeviceListQuery, 'sort' | 'page' | 'per_page' | 'cursor'>;

function applyDeviceFilters<Q extends DevicesQuery>(db: Db, query: Q, filters: DeviceFilters): Q {
  let q = query as DevicesQuery;
  q = q.where('devices.is_archived', '=', filters.archived === true);
  if (filters.search) q = q.where(matchesSearch(db, 'devices', foldForSearch(filters.search)));
  if (filters.status) q = q.where('devices.status', '=', filters.status);
  if (filters.platform) q = q.where('devices.platform', '=', filters.platform);
  if (filters.app_version) q = q.where('devices.app_version', '=', filters.app_version);
  if (filters.user_id) q = q.where('devices.user_id', '=', filters.user_id);
  if (filters.recently_active === true) q = q.where('devices.last_active_at', '>=', recentSince());
  if (filters.recently_active === false)
    q = q.where((eb) =>
      eb.or([eb('devices.last_active_at', 'is', null), eb('devices.last_active_at', '<', recentSince())]),
    );
  return q as Q;
}

const SORT_COLUMNS = {
  name: 'devices.name',
  last_active_at: 'devices.last_active_at',
  registered_at: 'devices.registered_at',
  sort_order: 'devices.sort_order',
  app_version: 'devices.app_version',
  status: 'devices.status',
  id: 'devices.id',
} as const;

export function countDevices(db: Db, query: DeviceFilters): Promise<Total> {
  return countRows(db, applyDeviceFilters(db, devicesWithJoins(db), query));
}

/** One page of devices and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listDevicePage(
  db: Db,
  query: DeviceFilters & Pick<DeviceListQuery, 'sort'>,
  start: PageStart,
) {
  const { field, direction } = query.sort;
  // Devices that never reported (no value) come last whichever way, on both engines.
  const key: SortKey = {
    column: SORT_COLUMNS[field],
    id: 'devices.id',
    direction,
    nullable: field === 'last_active_at' || field === 'app_version',
    nulls: 'last',
  };
  const rows = applyDeviceFilters(db, devicesWithJoins(db).select(DEVICE_COLUMNS), query).select(
    hasPushToken.as('has_push_token'),
  );
  return keysetPage(rows, key, start).execute();
}

/** The statistics' counts, each in one grouped query over devices not archived. */
export async function getDeviceCounts(db: Db) {
  const live = db.selectFrom('devices').where('is_archived', '=', false);
  const [byStatus, byPlatform, byVersion, recent, archived] = await Promise.all([
    live
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    live
      .select((eb) => ['platform', eb.fn.countAll<number>().as('count')])
      .groupBy('platform')
      .execute(),
    live
      .select((eb) => ['app_version', eb.fn.countAll<number>().as('count')])
      .groupBy('app_version')
      .execute(),
    live
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('last_active_at', '>=', recentSince())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_archived', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byStatus: byStatus.map((row) => ({ key: row.status, count: Number(row.count) })),
    byPlatform: byPlatform.map((row) => ({ key: row.platform, count: Number(row.count) })),
    byVersion: byVersion.map((row) => ({ version: row.app_version, count: Number(row.count) })),
    recent: Number(recent.count),
    archived: Number(archived.count),
  };
}

export async function listAppVersions(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('devices')
    .select('app_version')
    .distinct()
    .where('app_version', 'is not', null)
    .execute();
  return rows.map((row) => row.app_version as string);
}
