import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../../testing/court-factories';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { createPlayers } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

/** Issue 31 §1: a session is an event with a day, times, a venue, named courts, a cap and a fee. */
let app: FastifyInstance;
let admin: Session;
let organiser: Session;
let viewer: Session;
let players: Session[];
let courtId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin, 8);
  const role = await createRole(app, admin, [
    'match.view',
    'match.edit',
    'match.generate',
    'match.session.manage',
  ]);
  organiser = await createUserAndLogin(app, admin, [role.id]);
  viewer = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['match.view'])).id]);
  const court = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/courts',
    payload: courtPayload({ name: 'Sân Pickleball Thảo Điền' }),
  });
  expect(court.statusCode, court.body).toBe(201);
  courtId = court.json().data.id;
});
afterAll(() => app.close());

/** Next Thursday at the club: 19:00–21:00 in Viet Nam, on three named courts. */
const thursday = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tối thứ Năm ở Thảo Điền',
  match_type: 'doubles',
  match_duration_minutes: 15,
  player_ids: [],
  rounds: [],
  date: '2026-12-10',
  start_time: '19:00',
  end_time: '21:00',
  venue_court_id: courtId,
  venue: 'Cổng số 2, đường Nguyễn Văn Hưởng',
  court_names: ['Sân 3', 'Sân 4'],
  player_cap: 12,
  rating_min: 3,
  rating_max: 4.5,
  fee: 60_000,
  currency: 'VND',
  visibility: 'link',
  ...overrides,
});

const create = (payload: Record<string, unknown>, locale: 'en' | 'vi' = 'en') =>
  call(app, organiser, { method: 'POST', url: '/api/v1/match-sessions', payload, locale });

describe('a session is an event', () => {
  it('is created ahead with no players, at its real time in Viet Nam, and cannot start without a schedule', async () => {
    const created = await create(thursday());
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json().data;
    expect(session).toMatchObject({
      status: 'draft',
      date: '2026-12-10',
      start_time: '19:00',
      end_time: '21:00',
      time_zone: 'Asia/Ho_Chi_Minh',
      starts_at: '2026-12-10T12:00:00.000Z',
      ends_at: '2026-12-10T14:00:00.000Z',
      venue_court: { id: courtId, name: 'Sân Pickleball Thảo Điền' },
      venue: 'Cổng số 2, đường Nguyễn Văn Hưởng',
      court_names: ['Sân 3', 'Sân 4'],
      courts: 2,
      player_cap: 12,
      rating_min: 3,
      rating_max: 4.5,
      fee: 60_000,
      currency: 'VND',
      visibility: 'link',
      organiser: { id: organiser.userId },
      players: [],
      rounds: [],
      total_matches: 0,
    });
    const start = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${session.id}/start`,
      locale: 'vi',
    });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toEqual({
      code: 'match_session.no_schedule',
      message: 'Buổi đấu này chưa có lịch thi đấu: hãy xếp lịch ở trang Xếp cặp thi đấu trước',
    });
  });

  it('refuses an end before the start, a bad range, courts named twice, a members-only night without a club', async () => {
    const refused = await create(
      thursday({
        end_time: '18:30',
        rating_min: 4,
        rating_max: 3.5,
        court_names: ['Sân 3', 'sân 3'],
        visibility: 'members',
        courts: 3,
      }),
      'vi',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      end_time: ['Giờ kết thúc phải sau giờ bắt đầu'],
      rating_max: ['Điểm trình cao nhất không được thấp hơn điểm trình thấp nhất'],
      'court_names.1': ['Tên sân này bị trùng'],
      visibility: [
        'Chỉ buổi chơi của câu lạc bộ mới giới hạn cho thành viên: hãy chọn câu lạc bộ, hoặc mở cho mọi người có đường dẫn',
      ],
      courts: ['Số sân theo các sân đã đặt tên: 2'],
    });
    const noDay = await create(thursday({ date: '2026-02-30', start_time: '7pm' }));
    expect(noDay.json().errors).toEqual({
      date: ['Enter a valid date'],
      start_time: ['Enter a time as HH:MM (24-hour)'],
    });
    const unknownCourt = await create(thursday({ venue_court_id: 999_999 }));
    expect(unknownCourt.statusCode).toBe(422);
    expect(Object.keys(unknownCourt.json().errors)).toEqual(['venue_court_id']);
    const schedule = await create(thursday({ player_ids: [players[0]?.userId] }));
    expect(schedule.statusCode).toBe(422);
    expect(Object.keys(schedule.json().errors)).toContain('rounds');
  });

  it('gets its schedule from the generator, starts its matches at their times on the named courts', async () => {
    const session = (await create(thursday({ name: 'Tối thứ Năm có lịch' }))).json().data;
    const ids = players.map((player) => player.userId);
    const proposal = await call(app, organiser, {
      method: 'POST',
      url: '/api/v1/match-sessions/generate',
      payload: { name: session.name, match_type: 'doubles', player_ids: ids, courts: 2, rounds: 3, seed: 5 },
    });
    expect(proposal.statusCode, proposal.body).toBe(200);
    const rounds = proposal
      .json()
      .data.rounds.map((round: { games: { team1: number[]; team2: number[] }[] }) => ({
        games: round.games.map(({ team1, team2 }) => ({ team1, team2 })),
      }));
    const wrongCourts = await call(app, organiser, {
      method: 'PUT',
      url: `/api/v1/match-sessions/${session.id}/schedule`,
      payload: { player_ids: ids, courts: 4, seed: 5, rounds },
    });
    expect(wrongCourts.statusCode).toBe(422);
    expect(wrongCourts.json().errors.courts).toEqual(['Named courts set the number of courts: 2']);
    const saved = await call(app, organiser, {
      method: 'PUT',
      url: `/api/v1/match-sessions/${session.id}/schedule`,
      payload: { player_ids: ids, courts: null, seed: 5, rounds },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Schedule saved to the session');
    expect(saved.json().data).toMatchObject({ courts: 2, total_matches: 6 });
    expect(saved.json().data.players).toHaveLength(8);

    const started = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${session.id}/start`,
    });
    expect(started.statusCode, started.body).toBe(200);
    const games = started
      .json()
      .data.rounds.flatMap((round: { number: number; games: { court: number; match: { id: number } }[] }) =>
        round.games.map((game) => ({ round: round.number, court: game.court, id: game.match.id })),
      );
    expect(games).toHaveLength(6);
    for (const game of games) {
      const match = (await call(app, organiser, { method: 'GET', url: `/api/v1/matches/${game.id}` })).json()
        .data;
      // Round r starts at 19:00 + (r − 1) × 15 minutes, Viet Nam time.
      expect(match.played_at).toBe(new Date(Date.UTC(2026, 11, 10, 12, (game.round - 1) * 15)).toISOString());
      expect(match.location).toBe(`Sân ${game.court + 2} · Cổng số 2, đường Nguyễn Văn Hưởng`);
      expect(match.court).toMatchObject({ id: courtId });
    }
    const again = await call(app, organiser, {
      method: 'PUT',
      url: `/api/v1/match-sessions/${session.id}/schedule`,
      payload: { player_ids: ids, courts: null, seed: 5, rounds },
    });
    expect(again.statusCode).toBe(409);
  });

  it('moves with its day and keeps the courts its schedule uses', async () => {
    const session = (await create(thursday({ name: 'Tối thứ Sáu' }))).json().data;
    const moved = await call(app, organiser, {
      method: 'PATCH',
      url: `/api/v1/match-sessions/${session.id}`,
      payload: {
        ...thursday({ name: 'Tối thứ Sáu', date: '2026-12-11', start_time: '18:30', end_time: '20:30' }),
        court_names: ['Sân 1', 'Sân 2', 'Sân 5'],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      date: '2026-12-11',
      starts_at: '2026-12-11T11:30:00.000Z',
      ends_at: '2026-12-11T13:30:00.000Z',
      court_names: ['Sân 1', 'Sân 2', 'Sân 5'],
      courts: 3,
    });
    const membersOnly = await call(app, organiser, {
      method: 'PATCH',
      url: `/api/v1/match-sessions/${session.id}`,
      payload: thursday({ name: 'Tối thứ Sáu', visibility: 'members' }),
    });
    expect(membersOnly.statusCode).toBe(422);
    expect(Object.keys(membersOnly.json().errors)).toEqual(['visibility']);
  });

  it('lists and shows on the calendar by its day, newest first', async () => {
    const early = (
      await create(
        thursday({ name: 'Sáng Chủ nhật', date: '2027-01-03', start_time: '06:00', end_time: '08:00' }),
      )
    ).json().data;
    const late = (
      await create(
        thursday({ name: 'Tối Chủ nhật', date: '2027-01-03', start_time: '19:00', end_time: '21:00' }),
      )
    ).json().data;
    const other = (await create(thursday({ name: 'Tối thứ Hai', date: '2027-01-04' }))).json().data;
    const list = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/match-sessions?from=2027-01-03&to=2027-01-03',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([late.id, early.id]);
    expect(list.json().data[0]).toMatchObject({
      start_time: '19:00',
      venue_court: { id: courtId },
      court_names: ['Sân 3', 'Sân 4'],
      player_cap: 12,
    });
    const backwards = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/match-sessions?from=2027-01-04&to=2027-01-03',
    });
    expect(backwards.statusCode).toBe(422);

    const calendar = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/match-sessions/calendar?from=2027-01-01&to=2027-01-31',
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().data.map((item: { id: number }) => item.id)).toEqual([
      early.id,
      late.id,
      other.id,
    ]);
    expect(calendar.json().data[0]).toMatchObject({
      starts_at: '2027-01-02T23:00:00.000Z',
      ends_at: '2027-01-03T01:00:00.000Z',
      players_count: 0,
      player_cap: 12,
    });
    const outside = await call(app, viewer, {
      method: 'GET',
      url: '/api/v1/match-sessions/calendar?from=2027-02-01&to=2027-02-28',
    });
    expect(outside.json().data).toEqual([]);
  });
});
