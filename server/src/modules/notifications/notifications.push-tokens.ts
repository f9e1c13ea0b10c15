import { createHash } from 'node:crypto';
import { nowIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { deleteUserPushToken, upsertPushToken } from './notifications.push-tokens.repository';

/**
 * Push tokens of a user's devices. A token belongs to one device and so to one user at a time:
 * registering it again (another account signed in on the phone) moves it. A token FCM reports
 * unregistered is disabled by the delivery engine and enabled again only by a new registration.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function registerPushToken(
  ctx: ServiceContext,
  input: { token: string; platform: string },
): Promise<void> {
  const actor = requireActor(ctx);
  const now = nowIso();
  const row = {
    user_id: actor.id,
    token: input.token,
    platform: input.platform,
    enabled: true,
    disabled_reason: null,
    last_seen_at: now,
  };
  await upsertPushToken(ctx.db, row, hashToken(input.token), now);
}

export async function removePushToken(ctx: ServiceContext, token: string): Promise<void> {
  const actor = requireActor(ctx);
  await deleteUserPushToken(ctx.db, hashToken(token), actor.id);
}
