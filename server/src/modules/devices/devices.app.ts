/**
 * The mobile app's own calls about its phone (issue 16 §3), signed in as the player:
 * - registering identifies the phone by its serial number (the app's stable id): a known phone is
 *   refreshed and moves to whoever signed in on it; a blocked one is refused;
 * - the push token comes with the device and replaces the device's earlier token, so push goes to
 *   a user's active devices only;
 * - activity reports (last active, versions, address) are not audited: a heartbeat would drown the
 *   trail; registration and sign-out are.
 */
import type { Device, DeviceActivityInput, DeviceRegisterInput } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { PendingEvents } from '../../platform/realtime';
import { hashToken } from '../notifications/push-tokens';
import { findDeviceBySerial, insertDevice, listDevicePage, updateDevice } from './devices.repository';
import { announceDevice, deviceSearchText, loadDevice, toDevice, withUniqueSerial } from './devices.service';

/** The device's push token is this one from now on (moved from any other device or user holding it). */
async function attachPushToken(
  trx: Db,
  device: { id: number; userId: number; platform: string },
  token: string,
): Promise<void> {
  const now = nowIso();
  const hash = hashToken(token);
  await trx
    .deleteFrom('push_tokens')
    .where('device_id', '=', device.id)
    .where('token_hash', '<>', hash)
    .execute();
  const row = {
    user_id: device.userId,
    token,
    platform: device.platform,
    enabled: true,
    disabled_reason: null,
    last_seen_at: now,
    device_id: device.id,
  };
  await trx
    .insertInto('push_tokens')
    .values({ ...row, token_hash: hash, created_at: now })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet(row))
    .execute();
}

/** A device of the caller's, or 404 (someone else's device is not theirs to see). */
async function ownDevice(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('devices')
    .select(['id', 'user_id', 'status', 'platform'])
    .where('id', '=', id)
    .executeTakeFirst();
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
  const pending = new PendingEvents();
  const now = nowIso();
  const result = await withUniqueSerial(() =>
    ctx.db.transaction().execute(async (trx) => {
      const known = await findDeviceBySerial(trx, input.serial_number);
      if (known?.status === 'blocked') throw new AppError('device.blocked');
      const values = {
        user_id: actor.id,
        name: input.name,
        platform: input.platform,
        os_version: input.os_version,
        app_version: input.app_version,
        manufacturer: input.manufacturer,
        model: input.model,
        serial_number: input.serial_number,
        mac_address: input.mac_address,
        ip_address: ctx.meta.ip,
        last_active_at: now,
        status: 'active',
        search_text: await deviceSearchText(trx, { ...input, ip_address: ctx.meta.ip, user_id: actor.id }),
        updated_at: now,
      };
      let id: number;
      if (known) {
        id = known.id;
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
          newValues: await loadDevice(trx, id),
        });
      }
      if (input.push_token)
        await attachPushToken(trx, { id, userId: actor.id, platform: input.platform }, input.push_token);
      announceDevice(pending, id);
      return { id, created: !known };
    }),
  );
  pending.publishAll(ctx.services.realtime);
  return { device: await loadDevice(ctx.db, result.id), created: result.created };
}

export async function reportDeviceActivity(
  ctx: ServiceContext,
  id: number,
  input: DeviceActivityInput,
): Promise<Device> {
  const actor = requireActor(ctx);
  await ctx.db.transaction().execute(async (trx) => {
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
  const pending = new PendingEvents();
  await ctx.db.transaction().execute(async (trx) => {
    const device = await ownDevice(trx, actor.id, id);
    await trx.deleteFrom('push_tokens').where('device_id', '=', id).execute();
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
  pending.publishAll(ctx.services.realtime);
}
