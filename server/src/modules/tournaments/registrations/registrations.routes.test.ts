import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin, DEFAULT_PASSWORD } from '../../../testing/factories';
import { call, createTestApp, login, loginAsAdmin, type Session } from '../../../testing/test-app';
import {
  createRatedPlayers,
  createTournament,
  enter,
  type Player,
  setProfile,
  tournamentAction,
} from '../tournaments.testing';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

async function openTournament(fields: Record<string, unknown> = {}) {
  const tournament = await createTournament(app, admin, fields);
  const opened = await tournamentAction(app, admin, tournament.id, 'open-registration');
  expect(opened.statusCode, opened.body).toBe(200);
  return tournament;
}

async function inboxSubjects(session: Session): Promise<string[]> {
  await app.services.jobs.runDue();
  const inbox = await call(app, session, { method: 'GET', url: '/api/v1/inbox' });
  return inbox.json().data.map((item: { data: { subject: string } }) => item.data.subject);
}

function selfRegister(session: Session, tournamentId: number, partnerId: number | null, locale = 'en') {
  return call(app, session, {
    method: 'POST',
    url: '/api/v1/me/tournament-registrations',
    payload: { tournament_id: tournamentId, partner_id: partnerId },
    locale,
  });
}

async function registration(tournamentId: number, id: number) {
  const list = await call(app, admin, {
    method: 'GET',
    url: `/api/v1/tournaments/${tournamentId}/registrations?per_page=100`,
  });
  return list.json().data.find((entry: { id: number }) => entry.id === id);
}

describe('waitlist', () => {
  it('waitlists entries beyond the maximum and promotes the first in line when a place frees, telling them', async () => {
    const tournament = await openTournament({ name: 'Giải Danh Sách Chờ', max_participants: 2 });
    const players = await createRatedPlayers(app, admin, [4, 4, 4, 4, 4, 4, 4, 4]);
    // The first in line signs in in Vietnamese: their notice is written in it.
    const third = players[4] as Player;
    await login(app, third.username, DEFAULT_PASSWORD, 'vi');
    const entries = [];
    for (let pair = 0; pair < 4; pair += 1)
      entries.push(
        await enter(
          app,
          admin,
          tournament.id,
          (players[2 * pair] as Player).userId,
          (players[2 * pair + 1] as Player).userId,
        ),
      );
    expect(entries.map((entry) => [entry.status, entry.waitlist_position])).toEqual([
      ['confirmed', null],
      ['confirmed', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    const full = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entries[3]?.id}/promote`,
      locale: 'vi',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('tournament.full');

    const cancelled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entries[0]?.id}/cancel`,
      payload: { reason: 'Chấn thương' },
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Chấn thương' });
    expect(await registration(tournament.id, entries[2]?.id as number)).toMatchObject({
      status: 'confirmed',
      waitlist_position: null,
    });
    expect(await registration(tournament.id, entries[3]?.id as number)).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
    });
    expect(await inboxSubjects(third)).toContain('Bạn đã có suất tham dự Giải Danh Sách Chờ');
    expect(await inboxSubjects(players[5] as Player)).toContain('You are in Giải Danh Sách Chờ');
    // The one still in line was not told anything.
    expect(await inboxSubjects(players[6] as Player)).toEqual([]);

    // Staff move a confirmed entry to the line: its place goes to the first in line.
    const moved = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entries[1]?.id}/waitlist`,
      payload: { position: 1 },
    });
    expect(moved.json().data).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(await registration(tournament.id, entries[3]?.id as number)).toMatchObject({
      status: 'confirmed',
    });
    // A higher cap frees a place: the line moves up at once.
    const raised = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/tournaments/${tournament.id}`,
      payload: {
        name: 'Giải Danh Sách Chờ',
        start_date: '2027-03-20',
        end_date: '2027-03-21',
        max_participants: 3,
      },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await registration(tournament.id, entries[1]?.id as number)).toMatchObject({
      status: 'confirmed',
    });
    expect(await inboxSubjects(players[2] as Player)).toContain('You are in Giải Danh Sách Chờ');
    const stats = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/registrations/stats`,
    });
    expect(stats.json().data).toMatchObject({
      by_status: { confirmed: 3, waitlisted: 0, cancelled: 1 },
      places: { max: 3, taken: 3, free: 0 },
    });
  });
});

describe('registration window', () => {
  it('refuses entries after the deadline, takes late ones when allowed, and the deadline job closes registration', async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const strict = await openTournament({
      name: 'Giải Hạn Chót',
      type: 'singles',
      is_public: true,
      registration_deadline: past,
    });
    const late = await openTournament({
      name: 'Giải Nhận Muộn',
      type: 'singles',
      is_public: true,
      registration_deadline: past,
      allow_late_registration: true,
    });
    const [player] = await createRatedPlayers(app, admin, [4.1]);
    const refused = await selfRegister(player as Player, strict.id, null, 'vi');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'tournament.registration_failed',
      message: 'Đăng ký người chơi thất bại: đã hết hạn đăng ký',
    });
    const refusedEn = await selfRegister(player as Player, strict.id, null);
    expect(refusedEn.json().message).toBe('Failed to register player: the registration deadline has passed');
    const accepted = await selfRegister(player as Player, late.id, null);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data).toMatchObject({
      status: 'confirmed',
      my_role: 'player',
      tournament: { id: late.id },
    });
    expect(
      (await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${late.id}` })).json().data
        .registration_window,
    ).toBe('late');

    await app.services.jobs.runDue();
    const closed = await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${strict.id}` });
    expect(closed.json().data).toMatchObject({
      status: 'registration_closed',
      registration_window: 'closed',
    });
    const stillOpen = await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${late.id}` });
    expect(stillOpen.json().data.status).toBe('registration_open');
    const afterClose = await selfRegister(player as Player, strict.id, null);
    expect(afterClose.json().message).toBe('Failed to register player: registration is not open');
  });

  it('takes entries for a private tournament through staff only', async () => {
    const privateOne = await openTournament({ name: 'Giải Nội Bộ CLB', type: 'singles', is_public: false });
    const [player] = await createRatedPlayers(app, admin, [3.8]);
    const refused = await selfRegister(player as Player, privateOne.id, null);
    expect(refused.json().message).toBe(
      'Failed to register player: this tournament takes entries through its organiser only',
    );
    expect((await enter(app, admin, privateOne.id, (player as Player).userId)).status).toBe('confirmed');
  });
});

describe('entry rules', () => {
  it('refuses a player twice, a pair event without a partner and a singles one with one', async () => {
    const doubles = await openTournament({ name: 'Giải Trùng Tên' });
    const [a, b, c] = await createRatedPlayers(app, admin, [4, 4, 4]);
    const first = await enter(app, admin, doubles.id, (a as Player).userId, (b as Player).userId);
    expect(first.status).toBe('confirmed');
    const twice = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${doubles.id}/registrations`,
      payload: { player_id: (c as Player).userId, partner_id: (b as Player).userId },
      locale: 'vi',
    });
    expect(twice.statusCode).toBe(422);
    const partnerName = (
      await call(app, admin, { method: 'GET', url: `/api/v1/users/${(b as Player).userId}` })
    ).json().data.name;
    expect(twice.json().message).toBe(`Đăng ký người chơi thất bại: ${partnerName} đã đăng ký giải đấu này`);
    const alone = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${doubles.id}/registrations`,
      payload: { player_id: (c as Player).userId },
    });
    expect(alone.json().message).toBe('Failed to register player: doubles entries need a partner');
    const singles = await openTournament({ name: 'Giải Đơn', type: 'singles' });
    const withPartner = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${singles.id}/registrations`,
      payload: { player_id: (a as Player).userId, partner_id: (c as Player).userId },
    });
    expect(withPartner.json().message).toBe('Failed to register player: a singles entry has no partner');
  });

  it('pairs one man and one woman in mixed doubles, by their profiles', async () => {
    const mixed = await openTournament({ name: 'Giải Đôi Nam Nữ', type: 'mixed_doubles' });
    const [man1, man2] = await createRatedPlayers(app, admin, [4.2, 4.4], 'male');
    const [woman] = await createRatedPlayers(app, admin, [4.0], 'female');
    const [unknown] = await createRatedPlayers(app, admin, [4.0], null);
    const attempt = (player: Player, partner: Player, locale = 'en') =>
      call(app, admin, {
        method: 'POST',
        url: `/api/v1/tournaments/${mixed.id}/registrations`,
        payload: { player_id: player.userId, partner_id: partner.userId },
        locale,
      });
    const twoMen = await attempt(man1 as Player, man2 as Player, 'vi');
    expect(twoMen.json().message).toBe(
      'Đăng ký người chơi thất bại: nội dung đôi nam nữ cần một nam và một nữ',
    );
    const missing = await attempt(man1 as Player, unknown as Player);
    expect(missing.json().message).toBe(
      "Failed to register player: mixed doubles pairs a man and a woman, and a player's profile does not give a gender",
    );
    const pair = await attempt(man1 as Player, woman as Player);
    expect(pair.statusCode, pair.body).toBe(201);
    // The pair's rating is the average of the two, each kept beside it.
    expect(pair.json().data).toMatchObject({
      dupr_rating: 4.1,
      player: { rating: 4.2, gender: 'male' },
      partner: { rating: 4, gender: 'female' },
    });
  });

  it('keeps an entry pending until staff approve it, then confirms it and tells the players', async () => {
    const tournament = await openTournament({ name: 'Giải Cần Duyệt', requires_approval: true });
    const [a, b] = await createRatedPlayers(app, admin, [4, 4]);
    const entry = await enter(app, admin, tournament.id, (a as Player).userId, (b as Player).userId);
    expect(entry.status).toBe('pending');
    const approved = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entry.id}/approve`,
    });
    expect(approved.json()).toMatchObject({
      data: { status: 'confirmed', approved_by: { id: admin.userId } },
      message: 'Entry approved',
    });
    const again = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entry.id}/approve`,
      locale: 'vi',
    });
    expect(again.json()).toEqual({
      code: 'tournament.registration_invalid_transition',
      message: 'Không thể thực hiện với đăng ký đang ở trạng thái Đã xác nhận',
    });
    expect(await inboxSubjects(a as Player)).toContain('Entry approved: Giải Cần Duyệt');
  });
});

describe('partner confirmation', () => {
  it('invites the partner, who accepts or declines; a decline withdraws the entry and tells the player', async () => {
    const tournament = await openTournament({ name: 'Giải Mời Đồng Đội', is_public: true });
    const [player, partner, stranger] = await createRatedPlayers(app, admin, [4.6, 4.0, 3.0]);
    const registered = await selfRegister(player as Player, tournament.id, (partner as Player).userId);
    expect(registered.statusCode, registered.body).toBe(201);
    const entry = registered.json().data;
    expect(entry).toMatchObject({ status: 'registered', partner_status: 'invited', dupr_rating: 4.3 });
    const playerName = entry.player.name;
    expect(await inboxSubjects(partner as Player)).toContain(
      `${playerName} invites you to play Giải Mời Đồng Đội`,
    );
    const mine = await call(app, partner as Player, {
      method: 'GET',
      url: '/api/v1/me/tournament-registrations',
    });
    expect(mine.json().data).toMatchObject([{ id: entry.id, my_role: 'partner', partner_status: 'invited' }]);

    const notMine = await call(app, stranger as Player, {
      method: 'POST',
      url: `/api/v1/me/tournament-registrations/${entry.id}/accept`,
    });
    expect(notMine.statusCode).toBe(404);
    const byPlayer = await call(app, player as Player, {
      method: 'POST',
      url: `/api/v1/me/tournament-registrations/${entry.id}/accept`,
    });
    expect(byPlayer.json().code).toBe('tournament.not_partner');
    const accepted = await call(app, partner as Player, {
      method: 'POST',
      url: `/api/v1/me/tournament-registrations/${entry.id}/accept`,
    });
    expect(accepted.json().data).toMatchObject({ status: 'confirmed', partner_status: 'confirmed' });
    expect(await inboxSubjects(player as Player)).toContain(
      `${entry.partner.name} is your partner in Giải Mời Đồng Đội`,
    );

    // Another pair: the partner declines, the entry is withdrawn, both may enter again.
    const [other, otherPartner] = await createRatedPlayers(app, admin, [3.5, 3.5]);
    const second = (
      await selfRegister(other as Player, tournament.id, (otherPartner as Player).userId)
    ).json().data;
    const declined = await call(app, otherPartner as Player, {
      method: 'POST',
      url: `/api/v1/me/tournament-registrations/${second.id}/decline`,
    });
    expect(declined.json().data).toMatchObject({ status: 'cancelled', partner_status: 'declined' });
    expect(await inboxSubjects(other as Player)).toContain(
      `${second.partner.name} declined your invitation to Giải Mời Đồng Đội`,
    );
    const again = await selfRegister(other as Player, tournament.id, (stranger as Player).userId);
    expect(again.statusCode).toBe(201);
    // The player withdraws: the partner hears of it.
    const withdrawn = await call(app, other as Player, {
      method: 'POST',
      url: `/api/v1/me/tournament-registrations/${again.json().data.id}/cancel`,
    });
    expect(withdrawn.json().data.status).toBe('cancelled');
    expect(await inboxSubjects(stranger as Player)).toContain('Entry cancelled: Giải Mời Đồng Đội');
  });
});

describe('registration list', () => {
  it('searches both players without diacritics and exports the entries in the reader language', async () => {
    const tournament = await openTournament({ name: 'Giải Xuất Danh Sách', type: 'singles' });
    const named = await createUserAndLogin(app, admin, [], { name: 'Nguyễn Thị Ánh' });
    await setProfile(app, named.userId, { gender: 'female', rating: 4.25 });
    await enter(app, admin, tournament.id, named.userId);
    const [other] = await createRatedPlayers(app, admin, [3.1]);
    await enter(app, admin, tournament.id, (other as Player).userId);
    const found = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/registrations?search=nguyen%20thi%20anh`,
    });
    expect(found.json().data.map((entry: { name: string }) => entry.name)).toEqual(['Nguyễn Thị Ánh']);
    const csv = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/registrations/export?format=csv&sort=-dupr_rating`,
      locale: 'vi',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Người chơi,Đồng đội,Điểm DUPR,Trạng thái,Vị trí chờ,Thanh toán,Hạt giống,Thứ hạng chung cuộc,Ghi chú,Ngày đăng ký',
    );
    expect(lines[1]).toContain('Nguyễn Thị Ánh,,"4,25",Đã xác nhận');
    expect(lines).toHaveLength(3);
  });
});
