import { Migrator } from 'kysely';
import type { Db } from './database';
import type { DialectName } from './dialect';
import { listMigrations } from './migrations/index';

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => listMigrations(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
