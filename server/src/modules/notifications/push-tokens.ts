import { createHash } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';

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
  await ctx.db
    .insertInto('push_tokens')
    .values({ ...row, token_hash: hashToken(input.token), created_at: now })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet(row))
    .execute();
}

export async function removePushToken(ctx: ServiceContext, token: string): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db
    .deleteFrom('push_tokens')
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', actor.id)
    .execute();
}

/**
 * A push token may be used: enabled, and not the token of a device that is not active (blocked,
 * inactive, pending, deleted, archived: issue 16 §3). Tokens registered without a device count.
 */
export function isUsablePushToken(eb: ExpressionBuilder<Database, 'push_tokens'>) {
  return eb.and([
    eb('push_tokens.enabled', '=', true),
    eb.not(
      eb.exists(
        eb
          .selectFrom('devices')
          .select('devices.id')
          .whereRef('devices.id', '=', 'push_tokens.device_id')
          .where((inner) =>
            inner.or([inner('devices.status', '<>', 'active'), inner('devices.is_archived', '=', true)]),
          ),
      ),
    ),
  ]);
}
