import { Migrator } from 'kysely';
import type { Db } from './database';
import type { DialectName } from './dialect';
import { listMigrations } from './migrations/index';

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db, dialect: DialectName, schema?: string): Promise<void> {
  // With a schema, the migration tables live in it: Kysely otherwise looks for them in every schema.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => listMigrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
