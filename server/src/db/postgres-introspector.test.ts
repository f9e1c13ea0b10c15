import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect } from '../testing/test-app';

/**
 * Kysely's own introspector reads every schema of the database, so a schema dropped meanwhile by
 * another process failed our migrations ("schema … does not exist"). Ours reads the search path.
 */
describe.runIf(testDialect() === 'postgres')('PostgreSQL introspection', () => {
  let app: FastifyInstance;
  // biome-ignore lint/suspicious/noExplicitAny: another schema's tables, outside the app's types
  let other: Kysely<any>;
  const otherSchema = `other_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    app = await createTestApp();
    other = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 }),
      }),
    });
    await sql`create schema ${sql.id(otherSchema)}`.execute(other);
    await sql`create table ${sql.id(otherSchema)}.elsewhere (id serial primary key)`.execute(other);
  });
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(otherSchema)} cascade`.execute(other);
    await other.destroy();
    await app.close();
  });

  it("sees the app's own tables and nothing of the other schemas", async () => {
    const tables = await app.services.db.introspection.getTables({ withInternalKyselyTables: true });
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'matches', 'kysely_migration']));
    expect(names).not.toContain('elsewhere');
    expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
  });

  it('still answers while another schema is being dropped', async () => {
    await sql`drop schema ${sql.id(otherSchema)} cascade`.execute(other);
    const tables = await app.services.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.length).toBeGreaterThan(10);
  });
});
