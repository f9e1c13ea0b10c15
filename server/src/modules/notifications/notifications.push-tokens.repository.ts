/** Push tokens (one per device, so one user at a time): the queries of ./notifications.push-tokens.ts and the senders. */
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';

/** A token's columns but its hash and creation time (kept apart: an upsert refreshes only these). */
export interface PushTokenValues {
  user_id: number;
  token: string;
  platform: string;
  enabled: boolean;
  disabled_reason: string | null;
  last_seen_at: string;
  device_id?: number;
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

/** Writes the token, or moves it here (its values replaced) when another row holds this hash. */
export async function upsertPushToken(
  db: Db,
  row: PushTokenValues,
  tokenHash: string,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('push_tokens')
    .values({ ...row, token_hash: tokenHash, created_at: createdAt })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet(row))
    .execute();
}

/** Deletes the user's token with this hash (if it is theirs). */
export async function deleteUserPushToken(db: Db, tokenHash: string, userId: number): Promise<void> {
  await db
    .deleteFrom('push_tokens')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .execute();
}

/** The usable tokens of these users, most recently seen first. */
export async function listUsablePushTokens(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('push_tokens')
    .select(['user_id', 'token'])
    .where('user_id', 'in', userIds)
    .where(isUsablePushToken)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Which of these tokens may still be used (rows of `token`). */
export async function findUsablePushTokens(db: Db, tokens: readonly string[]) {
  return db
    .selectFrom('push_tokens')
    .select('token')
    .where('token', 'in', tokens)
    .where(isUsablePushToken)
    .execute();
}

/** Disables a token a provider reported dead, with the reason. */
export async function disablePushToken(db: Db, token: string, reason: string): Promise<void> {
  await db
    .updateTable('push_tokens')
    .set({ enabled: false, disabled_reason: reason })
    .where('token', '=', token)
    .execute();
}
