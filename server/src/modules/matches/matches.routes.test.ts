import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../../testing/court-factories';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { createMatch, createPlayers, matchPayload } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let players: Session[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
});
afterAll(() => app.close());

const post = (payload: Record<string, unknown>, locale?: string) =>
  call(app, admin, { method: 'POST', url: '/api/v1/matches', payload, ...(locale ? { locale } : {}) });

describe('match form', () => {
  it('creates a draft doubles match with its teams, and audits it', async () => {
    const response = await post(matchPayload(players));
    expect(response.statusCode).toBe(201);
    const match = response.json().data;
    expect(match).toMatchObject({
      event: 'Giải Pickleball Mùa Thu',
      status: 'draft',
      discipline: 'doubles',
      best_of: 3,
      is_certified: false,
      winner_team: null,
      games: [],
      live_status: null,
    });
    expect(match.team1.map((player: { id: number }) => player.id)).toEqual([
      players[0]?.userId,
      players[1]?.userId,
    ]);
    expect(match.team1[0]).not.toHaveProperty('email');
    expect(match.created_by).toMatchObject({ name: expect.any(String) });
    const audit = await call(app, admin, { method: 'GET', url: `/api/v1/audit?model=match&event=created` });
    expect(
      audit.json().data.some((entry: { record_id: string }) => entry.record_id === String(match.id)),
    ).toBe(true);
  });

  it("answers SPEC §5's messages for a missing event and date, in English and Vietnamese", async () => {
    const en = await post(matchPayload(players, { event: '  ', played_at: '' }));
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({
      event: ['Event name is required'],
      played_at: ['Date is required'],
    });
    const vi = await post(matchPayload(players, { event: '' }), 'vi');
    expect(vi.json().errors.event).toEqual(['Tên sự kiện là bắt buộc']);
  });

  it('checks team sizes, a player twice and unknown players', async () => {
    const [a, b, c] = players;
    const short = await post(matchPayload(players, { team2: [c?.userId] }));
    expect(short.json().errors.team2).toEqual(['Team must have 2 players']);
    const singles = await post(matchPayload(players, { discipline: 'singles' }));
    expect(singles.json().errors.team1).toEqual(['Team is full']);
    const twice = await post(matchPayload(players, { team2: [c?.userId, a?.userId] }));
    expect(twice.json().errors['team2.1']).toEqual(['Player is already in this match']);
    const unknown = await post(
      matchPayload(players, { team1: [a?.userId, 999_999], team2: [b?.userId, c?.userId] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['team1.1']).toEqual(['This player does not exist']);
  });

  it('accepts only finished games under the match rules', async () => {
    const games = (list: [number, number][]) => ({ games: list.map(([team1, team2]) => ({ team1, team2 })) });
    const ok = await post(
      matchPayload(
        players,
        games([
          [11, 7],
          [9, 11],
          [12, 10],
        ]),
      ),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ winner_team: 1, games_won: { team1: 2, team2: 1 } });

    const bad = await post(
      matchPayload(
        players,
        games([
          [11, 10],
          [13, 10],
        ]),
      ),
    );
    expect(bad.json().errors).toMatchObject({
      'games.0': ['This game is not finished: a team needs the target points and the winning margin'],
      'games.1': ['A game cannot end with this score under the match rules'],
    });
    const after = await post(
      matchPayload(
        players,
        games([
          [11, 3],
          [11, 4],
          [11, 5],
        ]),
      ),
    );
    expect(after.json().errors['games.2']).toEqual(['The match was already decided before this game']);
    const format = await post(matchPayload(players, { games: [{ team1: 11.5, team2: -1 }] }), 'vi');
    expect(format.json().errors['games.0.team1']).toEqual(['Định dạng điểm không hợp lệ']);
    const winByOne = await post(
      matchPayload(players, { win_by: 1, best_of: 1, ...games([[15, 14]]), target_points: 15 }),
    );
    expect(winByOne.statusCode).toBe(201);
  });

  it('updates a draft and refuses to edit a result that is locked', async () => {
    const match = await createMatch(app, admin, matchPayload(players));
    const updated = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/matches/${match.id}`,
      payload: matchPayload(players, { event: 'Giao hữu CLB Thủ Đức', notes: 'Sân số 3' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ event: 'Giao hữu CLB Thủ Đức', notes: 'Sân số 3' });

    const voided = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/matches/${match.id}/void`,
      payload: { reason: 'Trận đấu bị hủy vì mưa' },
    });
    expect(voided.json().data.status).toBe('voided');
    const locked = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/matches/${match.id}`,
      payload: matchPayload(players),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('match.result_locked');
  });

  it('deletes drafts only', async () => {
    const draft = await createMatch(app, admin, matchPayload(players));
    const deleted = await call(app, admin, { method: 'DELETE', url: `/api/v1/matches/${draft.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await call(app, admin, { method: 'GET', url: `/api/v1/matches/${draft.id}` })).statusCode).toBe(
      404,
    );

    const done = await createMatch(
      app,
      admin,
      matchPayload(players, {
        games: [
          { team1: 11, team2: 2 },
          { team1: 11, team2: 4 },
        ],
      }),
    );
    await call(app, admin, { method: 'POST', url: `/api/v1/matches/${done.id}/complete` });
    const refused = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/matches/${done.id}`,
      locale: 'vi',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'match.invalid_transition',
      message: 'Không thể thực hiện thao tác này khi trận đấu đang ở trạng thái đã hoàn thành',
    });
  });
});

describe('match list', () => {
  it('searches without diacritics and filters by status, discipline, player, certified and date', async () => {
    const [a, b, c, d] = players;
    const singles = await createMatch(
      app,
      admin,
      matchPayload(players, {
        event: 'Vòng loại Đà Nẵng',
        discipline: 'singles',
        team1: [a?.userId],
        team2: [d?.userId],
        played_at: '2026-10-01T08:00:00.000Z',
      }),
    );
    const list = async (query: string) =>
      (await call(app, admin, { method: 'GET', url: `/api/v1/matches?${query}` })).json();

    // The event filter reads the event alone; search also reads places and players.
    expect((await list('search=test user')).meta.total).toBeGreaterThan(0);
    expect((await list('event=test user')).meta.total).toBe(0);
    expect((await list('event=VONG LOAI')).data.map((match: { id: number }) => match.id)).toEqual([
      singles.id,
    ]);
    const searched = await list('search=vong loai da nang');
    expect(searched.data.map((match: { id: number }) => match.id)).toEqual([singles.id]);
    expect(
      (await list('discipline=singles')).data.every(
        (m: { discipline: string }) => m.discipline === 'singles',
      ),
    ).toBe(true);
    const byPlayer = await list(`player=${d?.userId}&discipline=singles`);
    expect(byPlayer.data.map((match: { id: number }) => match.id)).toContain(singles.id);
    const byDate = await list('played_from=2026-10-01&played_to=2026-10-01');
    expect(byDate.data.map((match: { id: number }) => match.id)).toEqual([singles.id]);
    expect((await list('certified=true')).meta.total).toBe(0);
    const page = await list('per_page=10&sort=-played_at');
    expect(page.meta).toMatchObject({ page: 1, per_page: 10 });
    expect(page.data.length).toBeLessThanOrEqual(10);
    expect((await list('status=flying')).errors.status).toBeDefined();
    void b;
    void c;
  });

  it('counts matches by status', async () => {
    const stats = (await call(app, admin, { method: 'GET', url: '/api/v1/matches/stats' })).json().data;
    expect(stats.total).toBe(
      Object.values(stats.by_status as Record<string, number>).reduce((a, b) => a + b, 0),
    );
    expect(stats.by_status.draft).toBeGreaterThan(0);
  });

  it('finds players from 3 characters, or a whole 2-letter name, never with their contact details', async () => {
    const short = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/matches/players?search=t',
      locale: 'vi',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.search).toEqual([
      'Nhập ít nhất 3 ký tự, hoặc trọn một tên 2 chữ cái, để tìm người chơi',
    ]);
    const an = await createUserAndLogin(app, admin, [], { name: 'Lê An' });
    const anh = await createUserAndLogin(app, admin, [], { name: 'Hoàng Anh' });
    const ha = await createUserAndLogin(app, admin, [], { name: 'Hà Thu' });
    const ids = async (search: string) =>
      (
        await call(app, admin, {
          method: 'GET',
          url: `/api/v1/matches/players?search=${encodeURIComponent(search)}`,
        })
      )
        .json()
        .data.map((player: { id: number }) => player.id);
    expect(await ids('An')).toContain(an.userId);
    expect(await ids('An')).not.toContain(anh.userId);
    expect(await ids('ha')).toContain(ha.userId);
    expect(await ids('Anh')).toContain(anh.userId);
    const found = await call(app, admin, { method: 'GET', url: '/api/v1/matches/players?search=test user' });
    expect(found.json().data.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(found.json().data[0]).sort()).toEqual(['id', 'name', 'username']);
  });

  it('plays a match at a registered court and for a club, and finds it by the court’s name', async () => {
    const court = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/v1/courts',
        payload: courtPayload({ name: 'Sân Hồ Tây Riverside' }),
      })
    ).json().data;
    const club = (
      await call(app, admin, {
        method: 'POST',
        url: '/api/v1/clubs',
        payload: { name: 'CLB Hồ Tây', schedule: [], court_id: court.id, is_active: true, status: 'active' },
      })
    ).json().data;
    const created = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/matches',
      payload: matchPayload(players, { court_id: court.id, club_id: club.id, location: null }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      court: { id: court.id, name: 'Sân Hồ Tây Riverside' },
      club: { id: club.id, name: 'CLB Hồ Tây' },
    });
    const found = await call(app, admin, { method: 'GET', url: '/api/v1/matches?search=riverside' });
    expect(found.json().data.map((match: { id: number }) => match.id)).toContain(created.json().data.id);
    const unknown = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/matches',
      payload: matchPayload(players, { court_id: 999_999 }),
      locale: 'vi',
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['court_id']);
  });

  it('needs match.view to list and match.create to create', async () => {
    const role = await createRole(app, admin, ['match.view']);
    const viewer = await createUserAndLogin(app, admin, [role.id]);
    expect((await call(app, viewer, { method: 'GET', url: '/api/v1/matches' })).statusCode).toBe(200);
    const refused = await call(app, viewer, {
      method: 'POST',
      url: '/api/v1/matches',
      payload: matchPayload(players),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have the required permission: match.create");
  });
});
