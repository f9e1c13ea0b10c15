import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { identityMigration } from './2026_11_22_0001_identity';
import { matchesMigration } from './2026_11_23_0001_matches';

/** Every migration in the order it runs. Names never change once released. */
export function listMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '2026_11_22_0001_identity': identityMigration(dialect),
    '2026_11_23_0001_matches': matchesMigration(dialect),
  };
}
