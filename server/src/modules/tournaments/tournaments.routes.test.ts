import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import {
  createRatedPlayers,
  createTournament,
  enter,
  type Player,
  tournamentAction,
} from './tournaments.testing';

let app: FastifyInstance;
let admin: Session;
let viewer: Session;
let players: Player[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  const viewRole = await createRole(app, admin, ['tournament.view']);
  viewer = await createUserAndLogin(app, admin, [viewRole.id]);
  players = await createRatedPlayers(app, admin, [4.5, 4.2, 3.9, 3.6]);
});
afterAll(() => app.close());

describe('tournament form', () => {
  it('starts a new tournament in the community default currency, whatever the organiser language', async () => {
    const defaults = async (locale: 'en' | 'vi') =>
      (await call(app, admin, { method: 'GET', url: '/api/v1/tournaments/defaults', locale })).json().data;
    for (const currency of ['USD', 'VND'] as const) {
      const saved = await call(app, admin, {
        method: 'PUT',
        url: '/api/v1/payments/settings',
        payload: { default_currency: currency, auto_capture: true, retry_attempts: 3 },
      });
      expect(saved.statusCode).toBe(200);
      expect(await defaults('en')).toEqual({ currency });
      expect(await defaults('vi')).toEqual({ currency });
    }
    expect((await call(app, viewer, { method: 'GET', url: '/api/v1/tournaments/defaults' })).statusCode).toBe(
      403,
    );
  });

  it('refuses an end before the start, a deadline after the start day and a paid event without a fee, in Vietnamese', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/tournaments',
      locale: 'vi',
      payload: {
        name: 'Giải Sai Ngày',
        start_date: '2027-05-10',
        end_date: '2027-05-09',
        registration_deadline: '2027-05-12T10:00:00.000Z',
        is_free: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      end_date: ['Thời điểm kết thúc phải sau thời điểm bắt đầu'],
      registration_deadline: ['Hạn đăng ký không được muộn hơn ngày bắt đầu giải'],
      entry_fee: ['Trường này là bắt buộc'],
    });
  });

  it('creates a draft with money in minor units, the match rules and a random seed', async () => {
    const created = await createTournament(app, admin, {
      name: 'Giải Mùa Thu Phú Mỹ Hưng',
      is_free: false,
      entry_fee: 350_000,
      currency: 'VND',
      prize_pool: 20_000_000,
      max_participants: 16,
      organizer_email: 'btc@example.com',
    });
    expect(created).toMatchObject({
      status: 'draft',
      is_free: false,
      entry_fee: 350_000,
      currency: 'VND',
      prize_pool: 20_000_000,
      best_of: 3,
      target_points: 11,
      win_by: 2,
      discipline: 'doubles',
      registration_window: 'closed',
      actions: ['open_registration', 'cancel'],
      has_bracket: false,
      counts: { entries: 0, waitlisted: 0 },
      created_by: { id: admin.userId },
    });
    expect(Number.isInteger(created.random_seed)).toBe(true);
    // A free tournament keeps no fee, whatever is sent.
    const free = await createTournament(app, admin, { name: 'Giải Giao Lưu', is_free: true, entry_fee: 100 });
    expect(free.entry_fee).toBeNull();
  });
});

describe('tournament list', () => {
  it('searches without diacritics, filters, sorts, counts and shows a month on the calendar', async () => {
    await createTournament(app, admin, {
      name: 'Giải Đà Nẵng Mở Rộng',
      type: 'singles',
      start_date: '2027-06-01',
      end_date: '2027-06-02',
    });
    await createTournament(app, admin, {
      name: 'Hanoi Winter Cup',
      start_date: '2027-12-05',
      end_date: '2027-12-06',
    });
    const search = await call(app, viewer, { method: 'GET', url: '/api/v1/tournaments?search=da%20nang' });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((t: { name: string }) => t.name)).toEqual(['Giải Đà Nẵng Mở Rộng']);
    const singles = await call(app, viewer, { method: 'GET', url: '/api/v1/tournaments?type=singles' });
    expect(singles.json().data.every((t: { type: string }) => t.type === 'singles')).toBe(true);
    const byName = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/tournaments?sort=name&per_page=100',
    });
    const names = byName.json().data.map((t: { name: string }) => t.name);
    expect(names.indexOf('Giải Đà Nẵng Mở Rộng')).toBeLessThan(names.indexOf('Hanoi Winter Cup'));
    const calendar = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/tournaments/calendar?from=2027-12-01&to=2027-12-31',
    });
    expect(calendar.json().data.map((t: { name: string }) => t.name)).toEqual(['Hanoi Winter Cup']);
    const wrongRange = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/tournaments/calendar?from=2027-12-31&to=2027-12-01',
      locale: 'vi',
    });
    expect(wrongRange.statusCode).toBe(422);
    const stats = await call(app, viewer, { method: 'GET', url: '/api/v1/tournaments/stats' });
    expect(stats.json().data).toMatchObject({
      by_status: { draft: expect.any(Number) },
      upcoming: expect.any(Number),
    });
    expect(stats.json().data.total).toBeGreaterThanOrEqual(4);
  });
});

describe('tournament states', () => {
  it('moves through registration, refuses steps its status does not offer, and needs a bracket to start', async () => {
    const tournament = await createTournament(app, admin, { name: 'Giải Trạng Thái' });
    const early = await tournamentAction(app, admin, tournament.id, 'complete', { locale: 'vi' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'tournament.invalid_transition',
      message: 'Không thể thực hiện khi giải đấu đang ở trạng thái Nháp',
    });
    const earlyEn = await tournamentAction(app, admin, tournament.id, 'start');
    expect(earlyEn.json().message).toBe('This cannot be done while the tournament is Draft');
    const opened = await tournamentAction(app, admin, tournament.id, 'open-registration');
    expect(opened.json()).toMatchObject({
      data: { status: 'registration_open', registration_window: 'open' },
      message: 'Registration opened',
    });
    expect(opened.json().data.registration_opened_at).not.toBeNull();
    expect((await tournamentAction(app, admin, tournament.id, 'close-registration')).json().data.status).toBe(
      'registration_closed',
    );
    expect(
      (await tournamentAction(app, admin, tournament.id, 'reopen-registration')).json().data.status,
    ).toBe('registration_open');
    expect((await tournamentAction(app, admin, tournament.id, 'close-registration')).statusCode).toBe(200);
    const start = await tournamentAction(app, admin, tournament.id, 'start', { locale: 'vi' });
    expect(start.json()).toEqual({ code: 'tournament.no_bracket', message: 'Hãy tạo sơ đồ thi đấu trước' });
    const cancelled = await tournamentAction(app, admin, tournament.id, 'cancel', { reason: 'Mưa bão' });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Mưa bão',
      actions: [],
    });
    const audit = await app.services.db
      .selectFrom('audit_logs')
      .select('new_values')
      .where('model', '=', 'tournament')
      .where('record_id', '=', String(tournament.id))
      .execute();
    const actions = audit
      .map((row) => (JSON.parse(row.new_values ?? '{}') as { action?: string }).action)
      .filter(Boolean);
    expect(actions).toEqual([
      'open_registration',
      'close_registration',
      'reopen_registration',
      'close_registration',
      'cancel',
    ]);
  });

  it('locks the type once entries exist, archives and restores, and deletes only what may go', async () => {
    const tournament = await createTournament(app, admin, { name: 'Giải Khoá Loại', type: 'singles' });
    await tournamentAction(app, admin, tournament.id, 'open-registration');
    await enter(app, admin, tournament.id, (players[0] as Player).userId);
    const edit = (fields: Record<string, unknown>) =>
      call(app, admin, {
        method: 'PUT',
        url: `/api/v1/tournaments/${tournament.id}`,
        payload: { name: 'Giải Khoá Loại', start_date: '2027-03-20', end_date: '2027-03-21', ...fields },
      });
    const retyped = await edit({ type: 'doubles' });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().code).toBe('tournament.type_locked');
    const renamed = await edit({ type: 'singles', name: 'Giải Khoá Loại 2027', max_participants: 8 });
    expect(renamed.json().data).toMatchObject({ name: 'Giải Khoá Loại 2027', max_participants: 8 });

    const notDeletable = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/tournaments/${tournament.id}`,
    });
    expect(notDeletable.json().code).toBe('tournament.not_deletable');
    const archived = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/archive`,
    });
    expect(archived.json().data).toMatchObject({ is_archived: true });
    const listed = await call(app, viewer, { method: 'GET', url: '/api/v1/tournaments?per_page=100' });
    expect(listed.json().data.some((t: { id: number }) => t.id === tournament.id)).toBe(false);
    const archivedList = await call(app, viewer, { method: 'GET', url: '/api/v1/tournaments?archived=true' });
    expect(archivedList.json().data.map((t: { id: number }) => t.id)).toContain(tournament.id);
    const restored = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/restore`,
    });
    expect(restored.json().data.is_archived).toBe(false);

    const draft = await createTournament(app, admin, { name: 'Giải Nháp Xoá Được' });
    const deleted = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/tournaments/${draft.id}`,
      locale: 'vi',
    });
    expect(deleted.json()).toEqual({ message: 'Đã xoá giải đấu' });
    expect(
      (await call(app, viewer, { method: 'GET', url: `/api/v1/tournaments/${draft.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('public tournament', () => {
  it('shows a public tournament without sign-in and without the organiser contact, and hides the rest', async () => {
    const hidden = await createTournament(app, admin, { name: 'Giải Nội Bộ', is_public: false });
    await tournamentAction(app, admin, hidden.id, 'open-registration');
    const shown = await createTournament(app, admin, {
      name: 'Giải Công Khai Sài Gòn',
      is_public: true,
      organizer_name: 'CLB Sài Gòn Pickleball',
      organizer_phone: '0912345678',
      notes: 'Ghi chú nội bộ',
    });
    // A public draft is not public yet.
    expect(
      (await call(app, null, { method: 'GET', url: `/api/v1/public/tournaments/${shown.id}` })).statusCode,
    ).toBe(404);
    await tournamentAction(app, admin, shown.id, 'open-registration');
    const page = await call(app, null, { method: 'GET', url: `/api/v1/public/tournaments/${shown.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      name: 'Giải Công Khai Sài Gòn',
      organizer_name: 'CLB Sài Gòn Pickleball',
    });
    expect(page.body).not.toContain('0912345678');
    expect(page.body).not.toContain('Ghi chú nội bộ');
    expect(
      (await call(app, null, { method: 'GET', url: `/api/v1/public/tournaments/${hidden.id}` })).statusCode,
    ).toBe(404);
    const list = await call(app, null, { method: 'GET', url: '/api/v1/public/tournaments?search=sai%20gon' });
    expect(list.json().data.map((t: { id: number }) => t.id)).toEqual([shown.id]);
  });
});
