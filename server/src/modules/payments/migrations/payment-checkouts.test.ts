import type { FastifyInstance } from 'fastify';
import { type Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMigrator } from '../../../testing/migrator';
import { createTestApp } from '../../../testing/test-app';

/**
 * The payment checkouts migration on the engine under test: down and up again, with a payment
 * checked out before it (its last attempt, on the gateway it names, becomes a checkout row).
 */
let app: FastifyInstance;
let migrator: Migrator;

beforeAll(async () => {
  app = await createTestApp();
  migrator = testMigrator(app);
});
afterAll(async () => {
  await app.close();
});

async function columnsOf(table: string): Promise<string[]> {
  const tables = await app.services.db.introspection.getTables();
  return tables.find((found) => found.name === table)?.columns.map((column) => column.name) ?? [];
}

describe('2026_12_07_0010_payment_checkouts', () => {
  it('goes down and up again, writing the last attempt of a payment checked out before it', async () => {
    const down = await migrator.migrateTo('2026_11_27_0052_leaderboard_baseline');
    expect(down.error).toBeUndefined();
    expect(await columnsOf('payment_checkouts')).toEqual([]);
    expect(await columnsOf('payments')).not.toContain('unapplied_calls');

    const db = app.services.db;
    const now = new Date().toISOString();
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await sql`insert into payment_gateways (name, key, provider, mode, supported_currencies, status, created_at, updated_at)
      values ('VNPay', 'vnpay', 'vnpay', 'sandbox', '["VND"]', 'active', ${now}, ${now})`.execute(db);
    const gateway = await db.selectFrom('payment_gateways').select('id').executeTakeFirstOrThrow();
    const keep = JSON.stringify({
      order_id: 'PB261207ABCDEFGHJKR2',
      attempt: '2',
      vnp_CreateDate: '20261207100000',
    });
    await sql`insert into payments (transaction_id, amount, currency, status, gateway_id, description, search_text,
        user_id, purpose_type, metadata, gateway_keep, refunded_amount, refund_reserved, reconcile_attempts,
        checkout_started_at, created_at, updated_at)
      values ('PB261207ABCDEFGHJK', 70000, 'VND', 'pending', ${gateway.id}, 'Phí sân', 'phi san', ${user.id},
        'request', '{}', ${keep}, 0, 0, 0, ${now}, ${now}, ${now})`.execute(db);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await db.selectFrom('payment_checkouts').selectAll().execute();
    expect(rows).toMatchObject([
      { order_id: 'PB261207ABCDEFGHJKR2', gateway_id: gateway.id, amount: 70_000, currency: 'VND' },
    ]);
    expect(JSON.parse(rows[0]?.keep ?? '{}')).toEqual({ vnp_CreateDate: '20261207100000' });
    const payment = await db.selectFrom('payments').select('unapplied_calls').executeTakeFirstOrThrow();
    expect(payment.unapplied_calls).toBe(0);
  });
});
