import { foldForSearch } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { act, createMatch, createPlayers, matchPayload } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { baselineFor, refreshRatingBaseline } from './rankpoints.baseline';

let app: FastifyInstance;
let admin: Session;
let players: Awaited<ReturnType<typeof createPlayers>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
});
afterAll(() => app.close());

const create = (payload: Record<string, unknown>, locale?: string) =>
  call(app, admin, { method: 'POST', url: '/api/v1/rankpoints', payload, ...(locale ? { locale } : {}) });

describe('rank points', () => {
  it("checks SPEC §5's rating rules and required fields, in both languages", async () => {
    const low = await create({
      user_id: players[0]?.userId,
      type: 'blue',
      match_type: 'doubles',
      rating: 1.5,
      change_reason: 'Đánh giá ban đầu',
    });
    expect(low.json().errors.rating).toEqual(['Rating must be at least 2.000']);
    const high = await create(
      { user_id: players[0]?.userId, type: 'blue', match_type: 'doubles', rating: 8.5, change_reason: 'x' },
      'vi',
    );
    expect(high.json().errors.rating).toEqual(['Điểm trình độ không được vượt quá 8,000']);
    const nan = await create({
      user_id: players[0]?.userId,
      type: 'blue',
      match_type: 'doubles',
      rating: 'abc',
      change_reason: 'x',
    });
    expect(nan.json().errors.rating).toEqual(['Rating must be a valid number']);
    const empty = await create({
      user_id: players[0]?.userId,
      type: 'blue',
      match_type: 'doubles',
      rating: '',
      change_reason: 'x',
    });
    expect(empty.json().errors.rating).toEqual(['This field is required']);
    const missing = await create({});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'change_reason',
      'match_type',
      'rating',
      'type',
      'user_id',
    ]);
  });

  it('creates a record with its initial history, refuses a second one, and keeps every change', async () => {
    const created = await create({
      user_id: players[0]?.userId,
      type: 'blue',
      match_type: 'doubles',
      rating: 3.7255,
      change_reason: 'Đánh giá ban đầu',
    });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      double_rating: 3.726,
      single_rating: null,
      type: 'blue',
      status: 'active',
    });
    expect(
      (
        await create({
          user_id: players[0]?.userId,
          type: 'red',
          match_type: 'singles',
          rating: 4,
          change_reason: 'x',
        })
      ).json().code,
    ).toBe('rankpoint.exists');
    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/rankpoints/${record.id}`,
      payload: { type: 'red', match_type: 'singles', rating: 4.1, change_reason: 'Thi đấu đơn tốt' },
    });
    const detail = (await call(app, admin, { method: 'GET', url: `/api/v1/rankpoints/${record.id}` })).json()
      .data;
    expect(detail).toMatchObject({ type: 'red', single_rating: 4.1, double_rating: 3.726 });
    expect(
      detail.history.map((h: { source: string; match_type: string; new_rating: number }) => [
        h.source,
        h.match_type,
        h.new_rating,
      ]),
    ).toEqual([
      ['initial', 'doubles', 3.726],
      ['initial', 'singles', 4.1],
    ]);
  });

  it('moves both teams’ ratings when a match is approved, winners up and losers down', async () => {
    const match = await createMatch(
      app,
      admin,
      matchPayload(players, {
        games: [
          { team1: 11, team2: 3 },
          { team1: 11, team2: 5 },
        ],
      }),
    );
    await act(app, admin, match.id, 'complete');
    await act(app, admin, match.id, 'submit');
    for (const player of players) await act(app, player, match.id, 'confirm');
    const approver = await createUserAndLogin(app, admin, [
      (await createRole(app, admin, ['match.view', 'match.approve', 'rankpoint.view'])).id,
    ]);
    expect((await act(app, approver, match.id, 'approve')).json().data.status).toBe('approved');
    const board = (
      await call(app, admin, { method: 'GET', url: '/api/v1/rankpoints/leaderboard?match_type=doubles' })
    ).json().data as {
      player: { id: number };
      rating: number;
      matches: number;
    }[];
    const rating = (session: Session | undefined) =>
      board.find((entry) => entry.player.id === session?.userId)?.rating as number;
    expect(rating(players[0])).toBeGreaterThan(3.726);
    expect(rating(players[1])).toBeGreaterThan(3.5);
    expect(rating(players[2])).toBeLessThan(3.5);
    expect(rating(players[3])).toBeLessThan(3.5);
    const list = (
      await call(app, admin, { method: 'GET', url: `/api/v1/rankpoints?search=${players[2]?.username}` })
    ).json().data;
    const history = (
      await call(app, admin, { method: 'GET', url: `/api/v1/rankpoints/${list[0].id}` })
    ).json().data.history;
    expect(history).toEqual([
      expect.objectContaining({
        source: 'match',
        match_id: match.id,
        previous_rating: null,
        match_type: 'doubles',
      }),
    ]);
  });

  it('ranks the leaderboard, shows movement since last week and filters by profile', async () => {
    const [a, b] = players as unknown as [Session, Session];
    const records = (await call(app, admin, { method: 'GET', url: '/api/v1/rankpoints?per_page=100' })).json()
      .data as { id: number; player: { id: number } }[];
    // Last week b led a; since then a passed b.
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const idOf = (session: Session) => records.find((r) => r.player.id === session.userId)?.id as number;
    await app.services.db.updateTable('rating_history').set({ changed_at: weekAgo }).execute();
    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/rankpoints/${idOf(b)}`,
      payload: { type: 'red', match_type: 'doubles', rating: 5, change_reason: 'Điều chỉnh' },
    });
    await app.services.db
      .updateTable('rating_history')
      .set({ changed_at: weekAgo })
      .where('new_rating', '=', 5)
      .execute();
    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/rankpoints/${idOf(a)}`,
      payload: { type: 'red', match_type: 'doubles', rating: 6, change_reason: 'Vô địch giải' },
    });
    // The day's baseline (midnight in Viet Nam a week ago) as its job sets it.
    await refreshRatingBaseline(app.services.db, baselineFor(new Date()));
    const board = (
      await call(app, admin, { method: 'GET', url: '/api/v1/rankpoints/leaderboard?match_type=doubles' })
    ).json().data;
    expect(
      board
        .slice(0, 2)
        .map((e: { player: { id: number }; rank: number; movement: number }) => [
          e.player.id,
          e.rank,
          e.movement,
        ]),
    ).toEqual([
      [a.userId, 1, 1],
      [b.userId, 2, -1],
    ]);
    expect(board[0].rankpoint_id).toBe(idOf(a));
    await app.services.db
      .insertInto('profiles')
      .values({
        user_id: b.userId,
        gender: 'female',
        province_code: '79',
        date_of_birth: '1990-05-01',
        phone_verified: false,
        updated_at: new Date().toISOString(),
      } as never)
      .execute();
    const women = (
      await call(app, admin, {
        method: 'GET',
        url: '/api/v1/rankpoints/leaderboard?match_type=doubles&gender=female&province_code=79&age_band=35_49',
      })
    ).json();
    expect(women.data.map((e: { player: { id: number } }) => e.player.id)).toEqual([b.userId]);
    expect(women.data[0].rank).toBe(1);

    // A search picks rows without moving anyone from their place in the whole leaderboard.
    const bName = board[1].player.name as string;
    const searched = (
      await call(app, admin, {
        method: 'GET',
        url: `/api/v1/rankpoints/leaderboard?match_type=doubles&search=${encodeURIComponent(foldForSearch(bName))}`,
      })
    ).json();
    expect(searched.data.map((e: { player: { id: number }; rank: number }) => [e.player.id, e.rank])).toEqual(
      [[b.userId, 2]],
    );
    expect(searched.meta.total).toBe(1);
  });

  it('needs rankpoint.manage to change ratings', async () => {
    const viewer = await createUserAndLogin(app, admin, [
      (await createRole(app, admin, ['rankpoint.view'])).id,
    ]);
    const refused = await call(app, viewer, { method: 'POST', url: '/api/v1/rankpoints', payload: {} });
    expect(refused.statusCode).toBe(403);
  });
});
