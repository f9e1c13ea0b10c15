import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { act, createPlayers } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let organiser: Session;
let viewer: Session;
let players: (Session & { username: string })[];

interface Game {
  id: number;
  round: number;
  court: number;
  team1: { id: number }[];
  team2: { id: number }[];
  match: { id: number; status: string } | null;
}
interface SessionBody {
  id: number;
  status: string;
  rounds: { number: number; games: Game[]; sitting_out: { id: number }[] }[];
  total_matches: number;
  played_matches: number;
  fairness: { score: number; label: string; exact: boolean; partner_repeats: number };
  players: { id: number; rating: number | null }[];
  matches_per_player: { player_id: number; matches: number; sit_outs: number }[];
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin, 13);
  const organiserRole = await createRole(app, admin, [
    'match.view',
    'match.edit',
    'match.generate',
    'match.session.manage',
  ]);
  organiser = await createUserAndLogin(app, admin, [organiserRole.id]);
  viewer = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['match.view'])).id]);
});
afterAll(() => app.close());

const ids = (count: number) => players.slice(0, count).map((player) => player.userId);

const settings = (count: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Tối thứ Tư ở Thảo Điền',
  match_type: 'doubles',
  best_of: 1,
  target_points: 11,
  win_by: 2,
  match_duration_minutes: 15,
  player_ids: ids(count),
  ...overrides,
});

/** Thursday evening at the club, 19:00–21:00 in Viet Nam (12:00–14:00 UTC). */
const EVENT = { date: '2026-12-10', start_time: '19:00', end_time: '21:00' };

function generate(session: Session, payload: Record<string, unknown>, locale?: 'en' | 'vi') {
  return call(app, session, {
    method: 'POST',
    url: '/api/v1/match-sessions/generate',
    payload,
    ...(locale ? { locale } : {}),
  });
}

/** Generates and saves a draft session for the first `count` players. */
async function saveSession(count: number, overrides: Record<string, unknown> = {}): Promise<SessionBody> {
  const proposal = (await generate(organiser, { ...settings(count, overrides), seed: 7 })).json().data;
  const response = await call(app, organiser, {
    method: 'POST',
    url: '/api/v1/match-sessions',
    payload: {
      ...EVENT,
      ...settings(count, overrides),
      seed: proposal.seed,
      rounds: proposal.rounds.map((round: { games: { team1: number[]; team2: number[] }[] }) => ({
        games: round.games.map(({ team1, team2 }) => ({ team1, team2 })),
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const step = (session: Session, id: number, name: string, locale: 'en' | 'vi' = 'en') =>
  call(app, session, { method: 'POST', url: `/api/v1/match-sessions/${id}/${name}`, locale });

const getSession = async (id: number): Promise<SessionBody> =>
  (await call(app, viewer, { method: 'GET', url: `/api/v1/match-sessions/${id}` })).json().data;

/** Records a final score for a session's match through the matches module, as a referee would. */
async function finish(matchId: number, games: { team1: number; team2: number }[]) {
  const match = (await call(app, organiser, { method: 'GET', url: `/api/v1/matches/${matchId}` })).json()
    .data;
  const response = await call(app, organiser, {
    method: 'PUT',
    url: `/api/v1/matches/${matchId}`,
    payload: {
      event: match.event,
      played_at: match.played_at,
      discipline: match.discipline,
      best_of: match.best_of,
      target_points: match.target_points,
      win_by: match.win_by,
      score_type: match.score_type,
      club_id: null,
      team1: match.team1.map((player: { id: number }) => player.id),
      team2: match.team2.map((player: { id: number }) => player.id),
      games,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect((await act(app, organiser, matchId, 'complete')).statusCode).toBe(200);
}

describe('generating a schedule', () => {
  it('refuses too few players with SPEC §5 message, in the language asked', async () => {
    const response = await generate(organiser, settings(3), 'vi');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.player_ids).toEqual(['Cần chọn đủ số người chơi (ít nhất 4 người)']);
    const english = await generate(organiser, settings(1, { match_type: 'singles' }));
    expect(english.json().errors.player_ids).toEqual([
      'The required number of players must be selected (at least 2)',
    ]);
    const twice = await generate(organiser, { ...settings(4), player_ids: [...ids(4), ids(1)[0]] });
    expect(twice.json().errors['player_ids.4']).toEqual(['This player is selected twice']);
    const unknown = await generate(organiser, { ...settings(4), player_ids: [...ids(4), 999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['player_ids.4']);
  });

  it('gives 13 players on 3 courts a whist schedule: everyone partners everyone once, sits out once', async () => {
    const response = await generate(organiser, { ...settings(13), courts: 3, seed: 42 });
    expect(response.statusCode, response.body).toBe(200);
    const schedule = response.json().data;
    expect(schedule.rounds).toHaveLength(13);
    expect(schedule.full_cycle_rounds).toBe(13);
    expect(schedule.total_matches).toBe(39);
    expect(schedule.estimated_minutes).toBe(13 * 15);
    expect(schedule.fairness).toMatchObject({ label: 'excellent', exact: true, partner_repeats: 0 });
    for (const load of schedule.matches_per_player) expect(load).toMatchObject({ matches: 12, sit_outs: 1 });
    const partnered = new Set<string>();
    for (const round of schedule.rounds) {
      expect(round.games).toHaveLength(3);
      expect(round.sitting_out).toHaveLength(1);
      for (const game of round.games)
        for (const team of [game.team1, game.team2]) partnered.add([...team].sort((a, b) => a - b).join('-'));
    }
    expect(partnered.size).toBe((13 * 12) / 2);
    const again = (await generate(organiser, { ...settings(13), courts: 3, seed: 42 })).json().data;
    expect(again.rounds).toEqual(schedule.rounds);
  });

  it('is refused to a user without match.generate', async () => {
    expect((await generate(viewer, settings(4))).statusCode).toBe(403);
  });

  it('offers the players matching a search of 3 characters or more', async () => {
    const short = await call(app, organiser, {
      method: 'GET',
      url: '/api/v1/match-sessions/players?search=a',
    });
    expect(short.statusCode).toBe(422);
    const target = players[2] as Session & { username: string };
    const found = await call(app, organiser, {
      method: 'GET',
      url: `/api/v1/match-sessions/players?search=${target.username}`,
    });
    expect(found.json().data).toEqual([
      expect.objectContaining({
        id: target.userId,
        username: target.username,
        club_member: false,
        rating: null,
      }),
    ]);
    const none = await call(app, organiser, { method: 'GET', url: '/api/v1/match-sessions/players' });
    expect(none.json().data).toEqual([]);
  });
});

describe('a saved session', () => {
  it('checks a schedule saved by hand and keeps it as a draft in the list', async () => {
    const [a, b, c, d, e] = ids(5) as [number, number, number, number, number];
    const bad = await call(app, organiser, {
      method: 'POST',
      url: '/api/v1/match-sessions',
      locale: 'vi',
      payload: {
        ...EVENT,
        ...settings(5),
        rounds: [
          { games: [{ team1: [a, b], team2: [a, 999_999] }] },
          { games: [{ team1: [c], team2: [d, e] }] },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'rounds.0.games.0.team2.0': ['Người chơi này đã thi đấu trong vòng này'],
      'rounds.0.games.0.team2.1': ['Không phải người chơi của buổi này'],
      'rounds.1.games.0.team1': [expect.any(String)],
    });

    const session = await saveSession(8, { name: 'Đêm Pickleball Quận Bảy' });
    expect(session.status).toBe('draft');
    expect(session.rounds).toHaveLength(7);
    expect(session.fairness.exact).toBe(true);
    const list = (
      await call(app, viewer, { method: 'GET', url: '/api/v1/match-sessions?search=quan%20bay&status=draft' })
    ).json();
    expect(list.data.map((item: { id: number }) => item.id)).toEqual([session.id]);
    expect(list.data[0]).toMatchObject({
      players_count: 8,
      rounds_count: 7,
      total_matches: 14,
      fairness_label: 'excellent',
    });
  });

  it('swaps players by hand, refuses a clash, and never removes the last match', async () => {
    const session = await saveSession(4, { match_type: 'singles', name: 'Đơn nam' });
    const [first, second] = session.rounds[0]?.games ?? [];
    if (!first || !second) throw new Error('expected two games in round 1');
    const clash = await call(app, organiser, {
      method: 'PUT',
      url: `/api/v1/match-sessions/${session.id}/games/${first.id}`,
      payload: { team1: [second.team1[0]?.id], team2: [first.team2[0]?.id] },
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors['team1.0']).toEqual(['This player already plays in this round']);
    const swapped = await call(app, organiser, {
      method: 'PUT',
      url: `/api/v1/match-sessions/${session.id}/games/${first.id}`,
      payload: { team1: [first.team2[0]?.id], team2: [first.team1[0]?.id] },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.rounds[0].games[0].team1[0].id).toBe(first.team2[0]?.id);

    let current = swapped.json().data as SessionBody;
    const all = current.rounds.flatMap((round) => round.games);
    for (const game of all.slice(0, -1)) {
      const removed = await call(app, organiser, {
        method: 'DELETE',
        url: `/api/v1/match-sessions/${session.id}/games/${game.id}`,
      });
      expect(removed.statusCode).toBe(200);
      current = removed.json().data;
    }
    expect(current.total_matches).toBe(1);
    const last = await call(app, organiser, {
      method: 'DELETE',
      url: `/api/v1/match-sessions/${session.id}/games/${all.at(-1)?.id}`,
      locale: 'vi',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'match_session.last_match',
      message: 'Không thể xóa trận đấu cuối cùng',
    });
  });

  it('starts into real matches, counts results in the standings, and completes for good', async () => {
    const session = await saveSession(5);
    expect((await step(viewer, session.id, 'start')).statusCode).toBe(403);
    const started = await step(organiser, session.id, 'start');
    expect(started.statusCode, started.body).toBe(200);
    const active = started.json().data as SessionBody;
    expect(active.status).toBe('active');
    const games = active.rounds.flatMap((round) => round.games);
    expect(games.every((game) => game.match?.status === 'draft')).toBe(true);
    const firstMatch = games[0]?.match?.id as number;
    const match = (await call(app, viewer, { method: 'GET', url: `/api/v1/matches/${firstMatch}` })).json()
      .data;
    // Stored as parts, never as a sentence in the starter's language: screens name it per reader.
    expect(match.event).toBe('Tối thứ Tư ở Thảo Điền');
    expect(match.session_game).toEqual({ round: 1, court: games[0]?.court });
    expect(match.team1.map((player: { id: number }) => player.id)).toEqual(games[0]?.team1.map((p) => p.id));

    await finish(firstMatch, [{ team1: 11, team2: 7 }]);
    const locked = await call(app, organiser, {
      method: 'PUT',
      url: `/api/v1/match-sessions/${session.id}/games/${games[0]?.id}`,
      payload: { team1: games[0]?.team2.map((p) => p.id), team2: games[0]?.team1.map((p) => p.id) },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('match_session.game_locked');

    const stats = (
      await call(app, viewer, { method: 'GET', url: `/api/v1/match-sessions/${session.id}/statistics` })
    ).json().data;
    expect(stats.played_matches).toBe(1);
    const winners = games[0]?.team1.map((player) => player.id) ?? [];
    expect(
      stats.standings
        .slice(0, 2)
        .map((line: { player: { id: number } }) => line.player.id)
        .sort(),
    ).toEqual([...winners].sort());
    expect(stats.standings[0]).toMatchObject({
      rank: 1,
      played: 1,
      won: 1,
      lost: 0,
      points_for: 11,
      points_against: 7,
      differential: 4,
    });
    expect(stats.standings.at(-1)).toMatchObject({ played: 1, won: 0, lost: 1, differential: -4 });
    expect(stats.pairs).toContainEqual({
      a: Math.min(...winners),
      b: Math.max(...winners),
      partnered: 1,
      opposed: 0,
    });
    expect((await getSession(session.id)).played_matches).toBe(1);

    // Approved like any match, the result moves the four players' ratings (they had none).
    const inMatch = [...(games[0]?.team1 ?? []), ...(games[0]?.team2 ?? [])].map((player) => player.id);
    const ratingOf = async (id: number) =>
      (await getSession(session.id)).players.find((player) => player.id === id)?.rating ?? null;
    expect(await ratingOf(inMatch[0] as number)).toBeNull();
    expect((await act(app, organiser, firstMatch, 'submit')).statusCode).toBe(200);
    for (const player of players.filter((p) => inMatch.includes(p.userId)))
      expect((await act(app, player, firstMatch, 'confirm')).statusCode).toBe(200);
    expect((await act(app, admin, firstMatch, 'approve')).json().data.status).toBe('approved');
    const ratings = await Promise.all(inMatch.map(ratingOf));
    expect(ratings.every((rating) => typeof rating === 'number')).toBe(true);
    expect(Math.min(...(ratings.slice(0, 2) as number[]))).toBeGreaterThan(
      Math.max(...(ratings.slice(2) as number[])),
    );

    const completed = await step(organiser, session.id, 'complete');
    expect(completed.json().data.status).toBe('completed');
    const after = completed.json().data as SessionBody;
    const statuses = after.rounds.flatMap((round) => round.games).map((game) => game.match?.status);
    expect(statuses[0]).toBe('approved');
    expect(statuses.slice(1).every((status) => status === 'voided')).toBe(true);
    const again = await step(organiser, session.id, 'complete', 'vi');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Không thể thực hiện thao tác này khi buổi đấu đang ở trạng thái Đã hoàn thành',
    );

    const deleted = await call(app, organiser, {
      method: 'DELETE',
      url: `/api/v1/match-sessions/${session.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(app, viewer, { method: 'GET', url: `/api/v1/match-sessions/${session.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await call(app, viewer, { method: 'GET', url: `/api/v1/matches/${firstMatch}` })).statusCode,
    ).toBe(200);
  });

  it('cancels every generated match, and an active session cannot be deleted', async () => {
    const session = await saveSession(4);
    const active = (await step(organiser, session.id, 'start')).json().data as SessionBody;
    const refused = await call(app, organiser, {
      method: 'DELETE',
      url: `/api/v1/match-sessions/${session.id}`,
    });
    expect(refused.statusCode).toBe(409);
    const cancelled = (await step(organiser, session.id, 'cancel')).json().data as SessionBody;
    expect(cancelled.status).toBe('cancelled');
    const matchIds = active.rounds.flatMap((round) => round.games).map((game) => game.match?.id);
    expect(matchIds.length).toBeGreaterThan(0);
    for (const id of matchIds) {
      const match = (await call(app, viewer, { method: 'GET', url: `/api/v1/matches/${id}` })).json().data;
      expect(match.status).toBe('voided');
      expect(match.status_reason).toBe('The match session was cancelled');
    }
    const stats = (await call(app, viewer, { method: 'GET', url: '/api/v1/match-sessions/stats' })).json()
      .data;
    expect(stats.by_status.cancelled).toBeGreaterThanOrEqual(1);
  });
});
