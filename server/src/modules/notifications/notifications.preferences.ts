import { type NotificationPreferences, OPTIONAL_CHANNELS } from '@pickleball/domain';
import { nowIso } from '../../db/dialect';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { deleteOptOuts, insertOptOuts, listOptedOutChannels } from './notifications.recipients.repository';

/**
 * A user's own choice of channels: a channel turned off makes their deliveries on it *skipped*
 * (`opted_out`), never failed. In-app notifications always reach them.
 */
export async function getNotificationPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  const actor = requireActor(ctx);
  const rows = await listOptedOutChannels(ctx.db, actor.id);
  const off = new Set(rows.map((row) => row.channel));
  return Object.fromEntries(
    OPTIONAL_CHANNELS.map((channel) => [channel, !off.has(channel)]),
  ) as NotificationPreferences;
}

export async function saveNotificationPreferences(
  ctx: ServiceContext,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx) => {
    await deleteOptOuts(trx, actor.id);
    const off = OPTIONAL_CHANNELS.filter((channel) => !input[channel]);
    if (off.length > 0)
      await insertOptOuts(
        trx,
        off.map((channel) => ({ user_id: actor.id, channel, created_at: nowIso() })),
      );
  });
  return getNotificationPreferences(ctx);
}
