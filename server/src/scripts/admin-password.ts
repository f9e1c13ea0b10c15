/**
 * `npm run admin:password [-- --user <username>]`: sets a new password for an administrator who
 * lost theirs, in the configured database (DATABASE_URL, or ./data/app.db). The password is
 * ADMIN_PASSWORD when set, else a generated one printed here. The user's sessions end.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { resetAdminPassword, UnknownAdminError } from '../modules/auth/auth.admin-password';
import { createPasswordHasher } from '../platform/auth/passwords';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { user: { type: 'string' } } });
  const config = loadConfig();
  const handle = createDatabase({ url: config.databaseUrl, poolSize: 1, schema: config.databaseSchema });
  try {
    await migrateToLatest(handle.db, handle.dialect, config.databaseSchema);
    const result = await resetAdminPassword(handle.db, createPasswordHasher(config.passwordHashing), {
      username: values.user ?? config.admin.username,
      password: config.admin.password,
    });
    console.log(
      [
        '',
        `  New password set for ${result.username}.`,
        `    password: ${result.generated ? result.password : '(the value of ADMIN_PASSWORD)'}`,
        `  ${result.sessionsEnded} session(s) ended; the account is active.`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    if (error instanceof UnknownAdminError) {
      console.error(`${error.message} Name the account with --user <username>.`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await handle.db.destroy();
  }
}

void main();
