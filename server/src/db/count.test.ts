import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin, type Session, testDialect } from '../testing/test-app';
import { countRows, EXACT_COUNT_LIMIT, roundEstimate } from './count';

/**
 * Totals: exact on SQLite; on PostgreSQL exact up to EXACT_COUNT_LIMIT and the planner's estimate
 * past it, flagged as such in the list's meta (`total_is_estimate`), which screens show as
 * "about N". The same file runs on both engines.
 */
const MANY = EXACT_COUNT_LIMIT + 500;

describe('list totals', () => {
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAsAdmin(app);
    const now = new Date().toISOString();
    // Straight into the table: 1,500 people through the API would take a minute of argon2.
    const people = Array.from({ length: MANY }, (_, index) => ({
      name: `Người Thử ${index}`,
      email: null,
      username: `count_${index}`,
      phone: null,
      password_hash: null,
      is_active: index % 3 !== 0,
      email_verified_at: null,
      last_login_at: null,
      search_text: `nguoi thu ${index} count_${index}`,
      sort_name: `nguoi thu ${index}`,
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < people.length; start += 500)
      await app.services.db
        .insertInto('users')
        .values(people.slice(start, start + 500))
        .execute();
    if (testDialect() === 'postgres') await sql`analyze users`.execute(app.services.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts a small set exactly on both engines', async () => {
    const db = app.services.db;
    const total = await countRows(db, db.selectFrom('users').where('username', 'like', 'count_1%'));
    // count_1, count_10…count_19, count_100…count_199, count_1000…count_1499.
    expect(total).toEqual({ total: 1 + 10 + 100 + 500, isEstimate: false });
  });

  it('counts a large set exactly on SQLite and estimates it on PostgreSQL', async () => {
    const db = app.services.db;
    const actual = MANY + 1; // and the admin
    const total = await countRows(db, db.selectFrom('users'));
    if (testDialect() === 'sqlite') expect(total).toEqual({ total: actual, isEstimate: false });
    else {
      expect(total.isEstimate).toBe(true);
      expect(total.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(Math.abs(total.total - actual) / actual).toBeLessThan(0.2);
    }
  });

  it('says in the list meta whether the total is an estimate', async () => {
    const response = await call(app, admin, { method: 'GET', url: '/api/v1/users?per_page=10' });
    expect(response.statusCode).toBe(200);
    const { meta } = response.json() as {
      meta: { total: number; total_is_estimate: boolean; last_page: number };
    };
    expect(meta.total_is_estimate).toBe(testDialect() === 'postgres');
    expect(meta.last_page).toBe(Math.ceil(meta.total / 10));
    const filtered = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/users?per_page=10&search=count_14',
    });
    expect(filtered.json().meta).toMatchObject({ total: 1 + 10 + 100, total_is_estimate: false });
  });

  it('rounds an estimate to two significant digits', () => {
    expect([7, 99, 1_234, 38_217, 100_001, 1_950_000].map(roundEstimate)).toEqual([
      7, 99, 1_200, 38_000, 100_000, 2_000_000,
    ]);
  });
});
