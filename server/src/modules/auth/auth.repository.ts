import type { Db } from '../../db/database';
import type { RefreshTokensTable } from './auth.table';

export async function insertSession(
  db: Db,
  session: { id: string; user_id: number; user_agent: string | null; ip_address: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({
      id: session.id,
      user_id: session.user_id,
      user_agent: session.user_agent?.slice(0, 512) ?? null,
      ip_address: session.ip_address,
      created_at: session.now,
      last_used_at: session.now,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  token: Omit<RefreshTokensTable, 'id' | 'used_at' | 'replaced_by_id' | 'replacement_sealed'>,
): Promise<number> {
  const { id } = await db
    .insertInto('refresh_tokens')
    .values({ ...token, used_at: null, replaced_by_id: null, replacement_sealed: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** After a rotation: the old token points at its successor (sealed), for the reuse grace window. */
export async function recordReplacement(
  db: Db,
  id: number,
  replacement: { id: number; sealed: string },
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ replaced_by_id: replacement.id, replacement_sealed: replacement.sealed })
    .where('id', '=', id)
    .execute();
}

/** Forgets the sealed successors of a session's tokens rotated before `before` (their window is over). */
export async function forgetOldReplacements(db: Db, sessionId: string, before: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ replacement_sealed: null })
    .where('session_id', '=', sessionId)
    .where('used_at', '<', before)
    .where('replacement_sealed', 'is not', null)
    .execute();
}

export async function findRefreshTokenById(db: Db, id: number) {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'used_at', 'replaced_by_id', 'replacement_sealed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.session_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.used_at',
      'refresh_tokens.replaced_by_id',
      'refresh_tokens.replacement_sealed',
      'auth_sessions.user_id',
      'auth_sessions.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a token used; false when another request already did (a replay or a race). */
export async function claimRefreshToken(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

/** Revokes sessions and returns their ids (to be added to the in-memory list after commit). */
export async function revokeSessions(
  db: Db,
  where: { sessionId: string } | { userId: number; exceptSessionId?: string },
  reason: string,
  now: string,
): Promise<string[]> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('revoked_at', 'is', null);
  if ('sessionId' in where) query = query.where('id', '=', where.sessionId);
  else {
    query = query.where('user_id', '=', where.userId);
    if (where.exceptSessionId) query = query.where('id', '!=', where.exceptSessionId);
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

export async function findSocialAccount(db: Db, provider: string, providerUserId: string) {
  return db
    .selectFrom('social_accounts')
    .select(['id', 'user_id'])
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

export async function insertSocialAccount(
  db: Db,
  account: {
    user_id: number;
    provider: string;
    provider_user_id: string;
    email: string | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('social_accounts').values(account).execute();
}

export type AccountLinkPurpose = 'password_reset' | 'email_verification';

/** A new single-use link; the user's earlier unused links of the same purpose stop working. */
export async function insertAccountLink(
  db: Db,
  link: {
    user_id: number;
    purpose: AccountLinkPurpose;
    token_hash: string;
    email: string;
    expires_at: string;
  },
  now: string,
): Promise<void> {
  await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('user_id', '=', link.user_id)
    .where('purpose', '=', link.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_links')
    .values({ ...link, used_at: null, created_at: now })
    .execute();
}

/**
 * Uses a link once: marks it used and answers it, or undefined when it is unknown, already used
 * or expired (two requests with one link: only one gets it).
 */
export async function consumeAccountLink(
  db: Db,
  purpose: AccountLinkPurpose,
  tokenHash: string,
  now: string,
): Promise<{ user_id: number; email: string } | undefined> {
  const link = await db
    .selectFrom('account_links')
    .select(['id', 'user_id', 'email', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!link || Date.parse(String(link.expires_at)) <= Date.parse(now)) return undefined;
  const claimed = await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('id', '=', link.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? { user_id: link.user_id, email: link.email } : undefined;
}

/** The id of the user with exactly this username (as typed: no case folding), if any. */
export async function findUserIdByUsername(db: Db, username: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
}

/** Sets a user's password, active flag or verified e-mail time, and their updated_at. */
export async function updateUserAccount(
  db: Db,
  userId: number,
  values: { password_hash?: string; is_active?: boolean; email_verified_at?: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Records a sign-in: the user's last login time and the language they signed in with. */
export async function recordLogin(db: Db, userId: number, at: string, locale: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at, locale }).where('id', '=', userId).execute();
}

/** Sets the language a user's notifications are written in. */
export async function setUserLocale(db: Db, userId: number, locale: string): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}
