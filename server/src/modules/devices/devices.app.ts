/**
 * The mobile app's own calls about its phone (issue 16 §3), signed in as the player:
 * - registering identifies the phone by its serial number (the app's stable id): a known phone is
 *   refreshed; it moves to another user only when its owner signed out of it (or it has none), or
 *   when the caller proves they hold it by sending the push token it has now. A serial number
 *   alone proves nothing (anyone can type one): without that proof the caller gets a record of
 *   their own, without the serial (it stays with the record that holds it), found again by its
 *   push token on the next registration. A blocked phone is refused;
 * - the push token comes with the device and replaces the device's earlier token, so push goes to
 *   a user's active devices only;
 * - activity reports (last active, versions, address) are not audited: a heartbeat would drown the
 *   trail; registration and sign-out are.
 */
import type { Device, DeviceActivityInput, DeviceRegisterInput } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hashToken } from '../notifications/notifications.push-tokens';
import { upsertPushToken } from '../notifications/notifications.push-tokens.repository';
import { toDevice } from './devices.mapper';
import {
  deleteDevicePushTokens,
  deleteOtherPushTokens,
  findDeviceByPushToken,
  findDeviceBySerial,
  findDeviceOwnership,
  insertDevice,
  listDevicePage,
  updateDevice,
} from './devices.repository';
import { announceDevice, deviceSearchText, loadDevice, withUniqueSerial } from './devices.service';

/** The device's push token is this one from now on (moved from any other device or user holding it). */
async function attachPushToken(
  trx: Db,
  device: { id: number; userId: number; platform: string },
  token: string,
): Promise<void> {
  const now = nowIso();
  const hash = hashToken(token);
  await deleteOtherPushTokens(trx, device.id, hash);
  const row = {
    user_id: device.userId,
    token,
    platform: device.platform,
    enabled: true,
    disabled_reason: null,
    last_seen_at: now,
    device_id: device.id,
  };
  await upsertPushToken(trx, row, hash, now);
}

type DeviceClaim = { id: number; user_id: number | null; status: string; serial_number: string | null };

/**
 * The record a registration refreshes, or null for a new one: the phone known by its serial when
 * it is the caller's, has no owner, was signed out of (`deleted`) or is proven by its push token;
 * else the caller's own record holding this push token (a phone whose serial another record
 * holds, registered again).
 */
async function chooseDeviceRecord(
  trx: Db,
  userId: number,
  known: DeviceClaim | undefined,
  pushToken: string | null | undefined,
): Promise<DeviceClaim | null> {
  const byToken = pushToken ? await findDeviceByPushToken(trx, hashToken(pushToken)) : undefined;
  // The phone holding this token is blocked: a new serial is no way around the block.
  if (byToken?.status === 'blocked') throw new AppError('device.blocked');
  if (known) {
    const isFree = known.user_id === null || known.user_id === userId || known.status === 'deleted';
    if (isFree || byToken?.id === known.id) return known;
  }
  if (byToken && byToken.user_id === userId) return byToken;
  return null;
}

/** A device of the caller's, or 404 (someone else's device is not theirs to see). */
async function ownDevice(db: Db, userId: number, id: number) {
  const row = await findDeviceOwnership(db, id);
  if (!row || row.user_id !== userId) throw new AppError('device.not_yours');
  return row;
}

export async function listMyDevices(ctx: ServiceContext): Promise<Device[]> {
  const actor = requireActor(ctx);
  const rows = await listDevicePage(
    ctx.db,
    { sort: { field: 'last_active_at', direction: 'desc' }, user_id: actor.id },
    { perPage: 100, offset: 0, after: null },
  );
  return rows.slice(0, 100).map(toDevice);
}

export async function registerMyDevice(
  ctx: ServiceContext,
  input: DeviceRegisterInput,
): Promise<{ device: Device; created: boolean }> {
  const actor = requireActor(ctx);
  const now = nowIso();
  const result = await withUniqueSerial(() =>
    runChange(ctx, async (trx, pending) => {
      const known = await findDeviceBySerial(trx, input.serial_number);
      if (known?.status === 'blocked') throw new AppError('device.blocked');
      const target = await chooseDeviceRecord(trx, actor.id, known, input.push_token);
      // The serial stays on the record that holds it; a record of the caller's gets it when free.
      const serialNumber =
        !known || known.id === target?.id ? input.serial_number : (target?.serial_number ?? null);
      const values = {
        user_id: actor.id,
        name: input.name,
        platform: input.platform,
        os_version: input.os_version,
        app_version: input.app_version,
        manufacturer: input.manufacturer,
        model: input.model,
        serial_number: serialNumber,
        mac_address: input.mac_address,
        ip_address: ctx.meta.ip,
        last_active_at: now,
        status: 'active',
        search_text: await deviceSearchText(trx, { ...input, ip_address: ctx.meta.ip, user_id: actor.id }),
        updated_at: now,
      };
      let id: number;
      if (target) {
        id = target.id;
        const before = await loadDevice(trx, id);
        await updateDevice(trx, id, values);
        await recordAudit(trx, ctx, {
          model: 'device',
          recordId: id,
          event: 'updated',
          oldValues: before,
          newValues: { ...(await loadDevice(trx, id)), action: 'app_register' },
        });
      } else {
        id = await insertDevice(trx, {
          ...values,
          description: null,
          registered_at: now,
          sort_order: 0,
          is_archived: false,
          block_reason: null,
          blocked_at: null,
          blocked_by: null,
          created_at: now,
        });
        await recordAudit(trx, ctx, {
          model: 'device',
          recordId: id,
          event: 'created',
          newValues: {
            ...(await loadDevice(trx, id)),
            // Another user's phone by this serial, not proven: this record is the caller's own.
            ...(known ? { claimed_serial_number: input.serial_number } : {}),
          },
        });
      }
      if (input.push_token)
        await attachPushToken(trx, { id, userId: actor.id, platform: input.platform }, input.push_token);
      announceDevice(pending, id);
      return { id, created: !target };
    }),
  );
  return { device: await loadDevice(ctx.db, result.id), created: result.created };
}

export async function reportDeviceActivity(
  ctx: ServiceContext,
  id: number,
  input: DeviceActivityInput,
): Promise<Device> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx) => {
    const device = await ownDevice(trx, actor.id, id);
    if (device.status === 'blocked') throw new AppError('device.blocked');
    await updateDevice(trx, id, {
      last_active_at: nowIso(),
      ip_address: ctx.meta.ip,
      ...(input.os_version !== undefined ? { os_version: input.os_version } : {}),
      ...(input.app_version !== undefined ? { app_version: input.app_version } : {}),
    });
    if (input.push_token)
      await attachPushToken(trx, { id, userId: actor.id, platform: device.platform }, input.push_token);
  });
  return loadDevice(ctx.db, id);
}

/** The app signed out on this phone: no more push to it; it shows as deleted until it registers again. */
export async function signOutMyDevice(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const device = await ownDevice(trx, actor.id, id);
    await deleteDevicePushTokens(trx, id);
    // A blocked device stays blocked: signing out is no way around a block.
    if (device.status !== 'blocked') await updateDevice(trx, id, { status: 'deleted', updated_at: nowIso() });
    await recordAudit(trx, ctx, {
      model: 'device',
      recordId: id,
      event: 'updated',
      oldValues: { status: device.status },
      newValues: { status: device.status === 'blocked' ? 'blocked' : 'deleted', action: 'app_sign_out' },
    });
    announceDevice(pending, id);
  });
}
