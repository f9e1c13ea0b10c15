/**
 * Devices (SPEC §3 "Device", §4; issue 16 §3). Rules owned here:
 * - a serial number belongs to one device ('This serial number is already registered');
 *   MAC and IP addresses are stored in one normalised form (domain);
 * - block and activate are actions with a reason, audited; a blocked device's status changes only
 *   through "activate"; blocking one that is blocked (or activating an active one) is refused;
 * - a device that is not active gets no push (its token is left out by the notifications' push
 *   channel, see notifications/notifications.push-tokens.repository.ts), and calls that carry its
 *   id are refused (devices.guard.ts);
 * - staff changes reach the list live (`device.updated` on resource:devices). The mobile app's own
 *   calls are in devices.app.ts.
 */
import {
  buildSearchText,
  DEVICE_STATUSES,
  type Device,
  type DeviceInput,
  type DeviceListQuery,
  type DeviceStats,
  resourceRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { toDevice } from './devices.mapper';
import {
  countDevices,
  deleteDevicePushTokens,
  deleteDeviceRow,
  findDeviceRow,
  findOwnerNames,
  findUserId,
  getDeviceCounts,
  insertDevice,
  listAppVersions,
  listDevicePage,
  searchActiveUsers,
  updateDevice,
  updateDeviceUnlessStatus,
} from './devices.repository';

export async function loadDevice(db: Db, id: number): Promise<Device> {
  const row = await findDeviceRow(db, id);
  if (!row) throw notFound();
  return toDevice(row);
}

/** What search reads: the device's own words and its owner's name. */
export async function deviceSearchText(
  db: Db,
  values: {
    name: string;
    model: string | null;
    manufacturer: string | null;
    serial_number: string | null;
    ip_address: string | null;
    mac_address: string | null;
    user_id: number | null;
  },
): Promise<string> {
  const owner = values.user_id === null ? undefined : await findOwnerNames(db, values.user_id);
  return buildSearchText([
    values.name,
    values.manufacturer,
    values.model,
    values.serial_number,
    values.ip_address,
    values.mac_address,
    owner?.name,
    owner?.username,
  ]);
}

/** A write that may meet the unique serial number: the database's refusal as the field's message. */
export async function withUniqueSerial<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('serial_number', 'serial_taken');
    throw error;
  }
}

/** Tells staff watching the list (after the commit). */
export function announceDevice(pending: PendingEvents, id: number): void {
  pending.add(resourceRoom('devices'), { type: 'device.updated', id, data: { id } });
}

export async function listDevices(ctx: ServiceContext, query: DeviceListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countDevices(ctx.db, query),
    listDevicePage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: rows.map(toDevice), meta };
}

export const getDevice = (ctx: ServiceContext, id: number) => loadDevice(ctx.db, id);

const APP_VERSIONS_SHOWN = 8;

export async function getDeviceStats(ctx: ServiceContext): Promise<DeviceStats> {
  const counts = await getDeviceCounts(ctx.db);
  const byStatus = Object.fromEntries(DEVICE_STATUSES.map((status) => [status, 0]));
  for (const { key, count } of counts.byStatus) byStatus[key] = count;
  const byPlatform: Record<string, number> = { android: 0, ios: 0, other: 0 };
  for (const { key, count } of counts.byPlatform) byPlatform[key] = count;
  const versions = [...counts.byVersion].sort(
    (a, b) => b.count - a.count || compareVersions(b.version ?? '', a.version ?? ''),
  );
  const shown = versions.slice(0, APP_VERSIONS_SHOWN);
  return {
    total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    by_status: byStatus,
    by_platform: byPlatform,
    by_app_version: shown,
    other_app_versions: versions.slice(APP_VERSIONS_SHOWN).reduce((sum, row) => sum + row.count, 0),
    recently_active: counts.recent,
    archived: counts.archived,
  };
}

/** "1.10.0" after "1.9.2": versions compared number by number. */
function compareVersions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Active users by name, username, e-mail or phone (diacritics ignored), for the owner picker. */
export async function findDeviceOwners(ctx: ServiceContext, search: string) {
  return searchActiveUsers(ctx.db, search);
}

export async function getDeviceFilters(ctx: ServiceContext) {
  const versions = await listAppVersions(ctx.db);
  return { app_versions: versions.sort((a, b) => compareVersions(b, a)) };
}

async function staffValues(db: Db, input: DeviceInput) {
  if (input.user_id !== null) {
    const user = await findUserId(db, input.user_id);
    if (!user) throw fieldError('user_id', 'invalid_value');
  }
  return {
    name: input.name,
    description: input.description,
    platform: input.platform,
    os_version: input.os_version,
    app_version: input.app_version,
    manufacturer: input.manufacturer,
    model: input.model,
    serial_number: input.serial_number,
    ip_address: input.ip_address,
    mac_address: input.mac_address,
    sort_order: input.sort_order,
    is_archived: input.is_archived,
    user_id: input.user_id,
    search_text: await deviceSearchText(db, input),
  };
}

export async function createDevice(ctx: ServiceContext, input: DeviceInput): Promise<Device> {
  const now = nowIso();
  const id = await withUniqueSerial(() =>
    runChange(ctx, async (trx, pending) => {
      const id = await insertDevice(trx, {
        ...(await staffValues(trx, input)),
        status: input.status ?? 'active',
        registered_at: now,
        last_active_at: null,
        block_reason: null,
        blocked_at: null,
        blocked_by: null,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(trx, ctx, {
        model: 'device',
        recordId: id,
        event: 'created',
        newValues: await loadDevice(trx, id),
      });
      announceDevice(pending, id);
      return id;
    }),
  );
  return loadDevice(ctx.db, id);
}

export async function updateDeviceDetails(
  ctx: ServiceContext,
  id: number,
  input: DeviceInput,
): Promise<Device> {
  await withUniqueSerial(() =>
    runChange(ctx, async (trx, pending) => {
      const before = await loadDevice(trx, id);
      // The form's statuses never include blocked: a blocked device keeps it until activated.
      if (before.status === 'blocked' && input.status !== undefined)
        throw new AppError('device.use_activate');
      await updateDevice(trx, id, {
        ...(await staffValues(trx, input)),
        ...(input.status !== undefined ? { status: input.status } : {}),
        updated_at: nowIso(),
      });
      await recordAudit(trx, ctx, {
        model: 'device',
        recordId: id,
        event: 'updated',
        oldValues: before,
        newValues: await loadDevice(trx, id),
      });
      announceDevice(pending, id);
    }),
  );
  return loadDevice(ctx.db, id);
}

/** Block (with its reason) or activate; the old and new status and the reason go to the audit trail. */
export async function setDeviceBlocked(
  ctx: ServiceContext,
  id: number,
  blocked: boolean,
  reason: string | null,
): Promise<Device> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const before = await loadDevice(trx, id);
    const now = nowIso();
    // One conditional update: two staff pressing "block" at once block once.
    const updated = await updateDeviceUnlessStatus(
      trx,
      id,
      blocked
        ? {
            status: 'blocked',
            block_reason: reason,
            blocked_at: now,
            blocked_by: actor.id,
            updated_at: now,
          }
        : { status: 'active', block_reason: null, blocked_at: null, blocked_by: null, updated_at: now },
      blocked ? 'blocked' : 'active',
    );
    if (updated !== 1) throw new AppError('device.invalid_transition');
    await recordAudit(trx, ctx, {
      model: 'device',
      recordId: id,
      event: 'updated',
      oldValues: { status: before.status, block_reason: before.block_reason },
      newValues: { status: blocked ? 'blocked' : 'active', action: blocked ? 'block' : 'activate', reason },
    });
    announceDevice(pending, id);
  });
  return loadDevice(ctx.db, id);
}

/** Deleted for good (its push token goes with it); the audit trail keeps what it was. */
export async function deleteDevice(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const before = await loadDevice(trx, id);
    await deleteDevicePushTokens(trx, id);
    await deleteDeviceRow(trx, id);
    await recordAudit(trx, ctx, { model: 'device', recordId: id, event: 'deleted', oldValues: before });
    announceDevice(pending, id);
  });
}
