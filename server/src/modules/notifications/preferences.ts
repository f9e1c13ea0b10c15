import { type NotificationPreferences, OPTIONAL_CHANNELS } from '@pickleball/domain';
import { nowIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';

/**
 * A user's own choice of channels: a channel turned off makes their deliveries on it *skipped*
 * (`opted_out`), never failed. In-app notifications always reach them.
 */
export async function getNotificationPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .selectFrom('notification_opt_outs')
    .select('channel')
    .where('user_id', '=', actor.id)
    .execute();
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
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('notification_opt_outs').where('user_id', '=', actor.id).execute();
    const off = OPTIONAL_CHANNELS.filter((channel) => !input[channel]);
    if (off.length > 0)
      await trx
        .insertInto('notification_opt_outs')
        .values(off.map((channel) => ({ user_id: actor.id, channel, created_at: nowIso() })))
        .execute();
  });
  return getNotificationPreferences(ctx);
}
