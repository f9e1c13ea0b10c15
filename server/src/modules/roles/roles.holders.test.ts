import type { Role } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../db/count';
import { dialectOf } from '../../db/dialect';
import { userRow } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

/**
 * A role's holders counted without counting every grant (issue 19): exact on SQLite; on
 * PostgreSQL exact up to EXACT_COUNT_LIMIT and the planner's estimate past it, said so in
 * `users_count_is_estimate`; the order by holders follows the numbers shown.
 */
const PLAYERS = 1_500;
const STAFF = 40;

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  const db = app.services.db;
  const roleId = async (name: string) =>
    (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const [player, staff] = [await roleId('player'), await roleId('staff')];
  const now = new Date().toISOString();
  for (let start = 0; start < PLAYERS; start += 500) {
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: 500 }, (_, offset) =>
          userRow({ name: `Người chơi ${start + offset}`, username: `holder_${start + offset}` }, now),
        ),
      )
      .returning('id')
      .execute();
    const grants = users.flatMap((user, offset) => [
      { user_id: user.id, role_id: player },
      ...(start + offset < STAFF ? [{ user_id: user.id, role_id: staff }] : []),
    ]);
    await db.insertInto('user_roles').values(grants).execute();
  }
  // Twelve more roles, tied in threes on their holders (0, 3, 6 or 9): the order by holders has
  // more than one page and ties to break.
  const holders = await db
    .selectFrom('users')
    .select('id')
    .where('username', 'like', 'holder_%')
    .limit(9)
    .execute();
  for (let index = 0; index < 12; index += 1) {
    const { id } = await db
      .insertInto('roles')
      .values({
        name: `team_${index}`,
        display_name: `Đội ${index}`,
        description: null,
        is_system: false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = holders.slice(0, (index % 4) * 3).map((user) => ({ user_id: user.id, role_id: id }));
    if (held.length > 0) await db.insertInto('user_roles').values(held).execute();
  }
  // The planner's estimate comes from the table's statistics, as autovacuum would keep them.
  if (dialectOf(db) === 'postgres') await sql`analyze user_roles`.execute(db);
});
afterAll(() => app.close());

async function roles(query: string): Promise<{ data: Role[]; meta: { next_cursor: string | null } }> {
  const response = await call(app, admin, { method: 'GET', url: `/api/v1/roles?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('role holders at scale', () => {
  it('counts a role exactly up to the bound and says "about" past it on PostgreSQL', async () => {
    const { data } = await roles('per_page=50');
    const player = data.find((role) => role.name === 'player') as Role;
    const staff = data.find((role) => role.name === 'staff') as Role;
    expect([staff.users_count, staff.users_count_is_estimate]).toEqual([STAFF, false]);
    if (dialectOf(app.services.db) === 'sqlite') {
      expect([player.users_count, player.users_count_is_estimate]).toEqual([PLAYERS, false]);
    } else {
      expect(player.users_count_is_estimate).toBe(true);
      expect(player.users_count).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(Math.abs(player.users_count - PLAYERS)).toBeLessThanOrEqual(PLAYERS * 0.1);
    }
    const detail = (await call(app, admin, { method: 'GET', url: `/api/v1/roles/${player.id}` })).json()
      .data as Role;
    expect([detail.users_count, detail.users_count_is_estimate]).toEqual([
      player.users_count,
      player.users_count_is_estimate,
    ]);
  });

  it('orders by holders as shown, page after page by cursor, both ways', async () => {
    const all = (await roles('per_page=50')).data;
    for (const direction of ['-', ''] as const) {
      const walked: Role[] = [];
      let query = `sort=${direction}users_count&per_page=10`;
      for (let guard = 0; guard < 10; guard += 1) {
        const page = await roles(query);
        walked.push(...page.data);
        if (!page.meta.next_cursor) break;
        query = `sort=${direction}users_count&per_page=10&cursor=${encodeURIComponent(page.meta.next_cursor)}`;
      }
      const sign = direction === '-' ? -1 : 1;
      const want = [...all].sort((a, b) => sign * (a.users_count - b.users_count || a.id - b.id));
      expect(walked.map((role) => [role.name, role.users_count])).toEqual(
        want.map((role) => [role.name, role.users_count]),
      );
    }
    const top = (await roles('sort=-users_count&per_page=10')).data;
    expect(top[0]?.name).toBe('player');
  });
});
