import type { Migration } from 'kysely';
import { modules } from '../../modules/index';
import type { DialectName } from '../dialect';
import { identityMigration } from './2026_11_22_0001_identity';
import { jobsMigration } from './2026_11_23_0002_jobs';
import { sortNamesMigration } from './2026_11_24_0004_sort_names';
import { searchIndexesMigration } from './2026_11_27_0050_search_indexes';
import { listSortIndexesMigration } from './2026_11_27_0051_list_sort_indexes';
import { jobLeasesMigration } from './2026_12_08_0010_job_leases';

/**
 * The platform's own migrations: tables no single module owns (identity, jobs) and changes that
 * span modules (sort names, search and list indexes). A module's migrations are in its
 * `migrations/` folder and listed in its `defineModule`.
 */
const PLATFORM_MIGRATIONS: Readonly<Record<string, (dialect: DialectName) => Migration>> = {
  '2026_11_22_0001_identity': identityMigration,
  '2026_11_23_0002_jobs': jobsMigration,
  '2026_11_24_0004_sort_names': sortNamesMigration,
  '2026_11_27_0050_search_indexes': searchIndexesMigration,
  '2026_11_27_0051_list_sort_indexes': listSortIndexesMigration,
  '2026_12_08_0010_job_leases': jobLeasesMigration,
};

/**
 * Every migration, the platform's and every module's, in the order of their names (a date, then
 * a sequence: names never change once released, so the order of a database's history stays as it
 * ran). A name used twice is a mistake.
 */
export function listMigrations(dialect: DialectName): Record<string, Migration> {
  const all: Record<string, (dialect: DialectName) => Migration> = { ...PLATFORM_MIGRATIONS };
  for (const module of modules)
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (name in all) throw new Error(`migration ${name} is declared twice (${module.name})`);
      all[name] = migration;
    }
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((name) => [name, all[name]!(dialect)]),
  );
}
