import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, loginAsAdmin } from '../testing/test-app';
import { seedDemoMeetings } from './calendar';
import { seedDemoChats } from './chat';
import { seedDemoClubs } from './clubs';
import { seedDemoCourts } from './courts';
import { seedDemoDevices } from './devices';
import { seedDemoMatches } from './matches';
import { seedDemoNotifications } from './notifications';
import { seedDemoPayments } from './payments';
import { seedDemoRankpoints } from './rankpoints';
import { seedDemo } from './users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('seed:demo', () => {
  it('creates the demo community once, with roles, and is searchable without diacritics', async () => {
    const hash = await app.services.passwords.hash('Demo12345');
    expect(await seedDemo(app.services.db, hash)).toBe(16);
    expect(await seedDemo(app.services.db, hash)).toBe(0);
    const admin = await loginAsAdmin(app);
    const found = await call(app, admin, { method: 'GET', url: '/api/v1/users?search=dang quoc' });
    expect(found.json().data.map((user: { username: string }) => user.username)).toEqual(['bao.dang']);
    const referees = await call(app, admin, { method: 'GET', url: '/api/v1/users?role=referee' });
    expect(referees.json().meta.total).toBe(3);
  });

  it('adds demo matches once, one of them being scored live', async () => {
    expect(await seedDemoMatches(app.services.db)).toBe(5);
    expect(await seedDemoMatches(app.services.db)).toBe(0);
    const admin = await loginAsAdmin(app);
    const live = await call(app, admin, { method: 'GET', url: '/api/v1/matches?status=inprogress' });
    const [match] = live.json().data as { id: number; games: { team1: number; team2: number }[] }[];
    const board = await app.inject({ method: 'GET', url: `/api/v1/public/scoreboard/${match?.id}` });
    expect(board.json().data).toMatchObject({
      status: 'inprogress',
      game_number: 1,
      call: expect.any(String),
    });
    const session = await call(app, admin, { method: 'GET', url: `/api/v1/matches/${match?.id}/live` });
    expect(session.json().data.seq).toBe(10);
    const verified = await call(app, admin, { method: 'GET', url: '/api/v1/matches?certified=true' });
    expect(verified.json().data.map((m: { event: string }) => m.event)).toEqual([
      'Giải Pickleball Mở rộng TP.HCM 2026',
    ]);
  });

  it('adds demo courts and court requests once, one request urgent', async () => {
    expect(await seedDemoCourts(app.services.db)).toBe(5);
    expect(await seedDemoCourts(app.services.db)).toBe(0);
    const admin = await loginAsAdmin(app);
    const courts = await call(app, admin, { method: 'GET', url: '/api/v1/courts?search=cau giay' });
    expect(courts.json().data[0]).toMatchObject({
      ward: { name: 'Phường Cầu Giấy' },
      amenities: ['wifi', 'air_conditioning', 'pro_shop'],
    });
    const urgent = await call(app, admin, { method: 'GET', url: '/api/v1/court-requests?urgent=true' });
    expect(urgent.json().data.map((r: { court: { name: string } }) => r.court.name)).toEqual([
      'Sân Pickleball Thủ Dầu Một',
    ]);
  });

  it('adds demo clubs with members and requests, and rank points whose leaderboard moved this week', async () => {
    expect(await seedDemoClubs(app.services.db)).toBe(2);
    expect(await seedDemoClubs(app.services.db)).toBe(0);
    expect(await seedDemoRankpoints(app.services.db)).toBe(6);
    const admin = await loginAsAdmin(app);
    const clubs = (await call(app, admin, { method: 'GET', url: '/api/v1/clubs?search=phu my hung' })).json()
      .data;
    expect(clubs[0]).toMatchObject({
      member_count: 5,
      owner: { username: 'an.nguyen' },
      court: { ward: 'Phường Tân Mỹ' },
    });
    const board = (
      await call(app, admin, { method: 'GET', url: '/api/v1/rankpoints/leaderboard?match_type=doubles' })
    ).json().data;
    expect(
      board
        .slice(0, 2)
        .map((entry: { player: { username: string }; movement: number }) => [
          entry.player.username,
          entry.movement,
        ]),
    ).toEqual([
      ['hanh.vo', 1],
      ['bao.dang', -1],
    ]);
  });

  it('adds bilingual templates and a club announcement the worker delivers to the club members', async () => {
    expect(await seedDemoNotifications(app.services.db)).toBe(4);
    expect(await seedDemoNotifications(app.services.db)).toBe(0);
    await app.services.jobs.runDue();
    const admin = await loginAsAdmin(app);
    const list = (await call(app, admin, { method: 'GET', url: '/api/v1/notifications?sort=id' })).json()
      .data;
    expect(list.map((n: { status: string }) => n.status)).toEqual(['sent', 'pending']);
    expect(list[0].totals.sent).toBe(5);
  });

  it('adds a month of payments once: revenue net of a partial refund, one flagged as never confirmed', async () => {
    expect(await seedDemoPayments(app.services.db)).toBe(8);
    expect(await seedDemoPayments(app.services.db)).toBe(0);
    const admin = await loginAsAdmin(app);
    const flagged = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/payments/transactions?flagged=true',
    });
    expect(flagged.json().data).toMatchObject([{ description: 'Hội phí CLB tháng 12', status: 'pending' }]);
    const stats = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/payments/stats?tz=Asia/Ho_Chi_Minh',
    });
    // 300,000 + 300,000 + 150,000 + (500,000 − 250,000 refunded) + 300,000.
    expect(stats.json().data).toMatchObject({ currency: 'VND', revenue: 1_300_000, flagged: 1, pending: 1 });
    // A partly refunded payment counts among those with money back (it stays completed).
    const summary = await call(app, admin, { method: 'GET', url: '/api/v1/payments/transactions/summary' });
    expect(summary.json().data.refunded).toEqual({ count: 1, amount: 250_000 });
  });

  it('adds the public channel and a staff group once, with unread counts as the API keeps them', async () => {
    expect(await seedDemoChats(app.services.db)).toBe(2);
    expect(await seedDemoChats(app.services.db)).toBe(0);
    const admin = await loginAsAdmin(app);
    const open = await call(app, admin, { method: 'GET', url: '/api/v1/public-chat' });
    expect(open.json().data).toMatchObject({
      name: 'Cộng đồng Pickleball',
      is_public: true,
      member_count: 8,
    });
    const staff = await login(app, 'an.nguyen', 'Demo12345');
    const group = (await call(app, staff, { method: 'GET', url: '/api/v1/chats?search=mua dong' })).json()
      .data[0];
    expect(group).toMatchObject({ name: 'Điều hành giải mùa đông', membership: { unread_count: 3 } });
    expect(group.last_message.preview).toBe('Để mình nhận sân 3 sáng thứ Bảy.');
  });

  it("adds the players' phones once, one of them blocked and left out of push", async () => {
    expect(await seedDemoDevices(app.services.db)).toBe(7);
    expect(await seedDemoDevices(app.services.db)).toBe(0);
    const admin = await loginAsAdmin(app);
    const stats = (await call(app, admin, { method: 'GET', url: '/api/v1/devices/stats' })).json().data;
    expect(stats).toMatchObject({ total: 7, by_status: { active: 6, blocked: 1 }, by_platform: { ios: 2 } });
    expect(stats.recently_active).toBe(4);
  });

  it('adds a week of meetings once, a training on Tuesdays and Fridays among them, with reminders queued', async () => {
    expect(await seedDemoMeetings(app.services.db)).toBe(4);
    expect(await seedDemoMeetings(app.services.db)).toBe(0);
    const staff = await login(app, 'an.nguyen', 'Demo12345');
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const shown = (
      await call(app, staff, {
        method: 'GET',
        url: `/api/v1/calendar/occurrences?from=${from}&to=${to}&mine=true`,
      })
    )
      .json()
      .data.map((row: { title: string }) => row.title);
    expect(
      shown.filter((title: string) => title.startsWith('Tập luyện tối thứ Ba')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(shown).toContain('Ngày thi đấu giải mùa đông');
    expect(shown).not.toContain('Call with the paddle sponsor');
    const reminders = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'meeting.reminder')
      .execute();
    expect(reminders.length).toBeGreaterThanOrEqual(5);
  });
});
