/**
 * A new password for an administrator who lost theirs (`npm run admin:password`), run on the
 * server's machine against its database: the account is found by username, gets the password
 * given (or a generated one), is made active again, and every session it had is ended.
 */
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { generatePassword } from '../../db/seed';
import type { PasswordHasher } from '../../platform/auth/passwords';
import { findUserIdByUsername, revokeSessions, updateUserAccount } from './auth.repository';

export interface AdminPasswordResult {
  username: string;
  password: string;
  generated: boolean;
  sessionsEnded: number;
}

export class UnknownAdminError extends Error {
  constructor(readonly username: string) {
    super(`No user named "${username}" in this database.`);
  }
}

export async function resetAdminPassword(
  db: Db,
  passwords: PasswordHasher,
  input: { username: string; password?: string | null },
): Promise<AdminPasswordResult> {
  const password = input.password || generatePassword();
  const hash = await passwords.hash(password);
  return db.transaction().execute(async (trx) => {
    const user = await findUserIdByUsername(trx, input.username);
    if (!user) throw new UnknownAdminError(input.username);
    const now = nowIso();
    await updateUserAccount(trx, user.id, { password_hash: hash, is_active: true }, now);
    const ended = await revokeSessions(trx, { userId: user.id }, 'password_changed', now);
    return {
      username: input.username,
      password,
      generated: !input.password,
      sessionsEnded: ended.length,
    };
  });
}
