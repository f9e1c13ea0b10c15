import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect } from '../testing/test-app';
import { ensureExtension } from './extensions';

/**
 * The search migration asks PostgreSQL for pg_trgm and must do without it where it cannot be
 * had: the answer is null, and the migrations' transaction goes on as if nothing was tried.
 */
describe.runIf(testDialect() === 'postgres')('PostgreSQL extensions', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds pg_trgm where the migration put it (public), as user postgres with trust', async () => {
    const schema = await app.services.db.transaction().execute((trx) => ensureExtension(trx, 'pg_trgm'));
    expect(schema).toBe('public');
  });

  it('answers null for an extension the server does not have, and the transaction goes on', async () => {
    const outcome = await app.services.db.transaction().execute(async (trx) => {
      const schema = await ensureExtension(trx, 'pickleball_no_such_extension');
      // A statement after the refused CREATE EXTENSION: an aborted transaction would refuse it.
      const { rows } = await sql<{ users: number }>`select count(*) as users from users`.execute(trx);
      return { schema, users: Number(rows[0]?.users) };
    });
    expect(outcome).toEqual({ schema: null, users: 1 });
  });
});
