import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { listMigrations } from '../db/migrations/index';
import { testDialect } from './test-app';

/**
 * A migrator over a test app's database (its schema on PostgreSQL), for the tests that take a
 * migration down, write rows as they were before it, and bring it up again.
 */
export function testMigrator(app: FastifyInstance): Migrator {
  const schema = app.services.config.databaseSchema;
  return new Migrator({
    db: app.services.db,
    provider: { getMigrations: async () => listMigrations(testDialect()) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}
