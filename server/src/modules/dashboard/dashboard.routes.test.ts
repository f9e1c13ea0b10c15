import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClubs } from '../../demo/clubs';
import { seedDemoCourts } from '../../demo/courts';
import { seedDemoMatches } from '../../demo/matches';
import { seedDemoPayments } from '../../demo/payments';
import { DEMO_PASSWORD, seedDemo } from '../../demo/users';
import { call, createTestApp, login, loginAsAdmin } from '../../testing/test-app';
import { clearDashboardCache } from './dashboard.service';

/**
 * The dashboard of each default role on the demo community: exactly the cards that role may
 * open, with figures that match the database.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.services;
  await seedDemo(db, await app.services.passwords.hash(DEMO_PASSWORD));
  await seedDemoMatches(db);
  await seedDemoCourts(db);
  await seedDemoClubs(db);
  await seedDemoPayments(db);
});
afterAll(() => app.close());

async function dashboardOf(username: string | null) {
  const session = username ? await login(app, username, DEMO_PASSWORD) : await loginAsAdmin(app);
  const response = await call(app, session, { method: 'GET', url: '/api/v1/dashboard?tz=Asia/Ho_Chi_Minh' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('dashboard', () => {
  it('shows each default role exactly the cards it may open', async () => {
    const all = ['clubs', 'court_requests', 'courts', 'matches', 'notifications', 'payments', 'users'];
    const expected: [string | null, string[]][] = [
      [null, all], // super administrator
      ['an.nguyen', all], // administrator
      ['binh.tran', ['clubs', 'court_requests', 'courts', 'matches', 'notifications']], // staff: no users, no payment statistics
      ['minh.le', ['matches']], // referee
      ['hanh.vo', []], // player
      ['tuan.do', []], // court owner
    ];
    for (const [username, cards] of expected) {
      const dashboard = await dashboardOf(username);
      expect(Object.keys(dashboard.cards).sort(), username ?? 'admin').toEqual(cards);
      expect(dashboard.profile.percent).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts what the database holds', async () => {
    const { db } = app.services;
    const dashboard = await dashboardOf(null);
    const users = await db.selectFrom('users').select(['is_active']).execute();
    expect(dashboard.cards.users).toMatchObject({
      total: users.length,
      active: users.filter((user) => Boolean(user.is_active)).length,
    });
    const pending = await db
      .selectFrom('court_requests')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(dashboard.cards.court_requests.pending).toBe(pending.length);
    expect(dashboard.cards.court_requests.urgent).toBe(1);
    expect(dashboard.cards.court_requests.oldest[0]).toMatchObject({ is_urgent: true });
    const live = await db.selectFrom('matches').select('id').where('status', '=', 'inprogress').execute();
    expect(dashboard.cards.matches.live.map((match: { id: number }) => match.id)).toEqual(
      live.map((m) => m.id),
    );
    expect(dashboard.cards.matches.live[0]).toMatchObject({
      scoreboard_path: `/public-scoreboard/${live[0]?.id}`,
      score: expect.stringMatching(/^\d+–\d+/),
    });
    expect(dashboard.cards.payments).toMatchObject({ currency: 'VND', flagged: 1, pending: 1 });
    expect(dashboard.cards.payments.by_day).toHaveLength(30);
    const clubs = await db.selectFrom('clubs').select('id').execute();
    expect(dashboard.cards.clubs.total).toBe(clubs.length);
  });

  it('drops a match that stopped being live as soon as the change is announced', async () => {
    clearDashboardCache(app.services);
    const before = await dashboardOf('minh.le');
    const [match] = before.cards.matches.live as { id: number }[];
    await app.services.db
      .updateTable('matches')
      .set({ status: 'completed' })
      .where('id', '=', match?.id ?? 0)
      .execute();
    clearDashboardCache(app.services);
    const after = await dashboardOf('minh.le');
    expect(after.cards.matches.live.map((m: { id: number }) => m.id)).not.toContain(match?.id);
  });
});
