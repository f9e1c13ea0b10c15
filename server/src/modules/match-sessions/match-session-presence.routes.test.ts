import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { createPlayers } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

/** Issue 31 §3: late arrivals and early leavers fold into the night without touching what was played. */
let app: FastifyInstance;
let admin: Session;
let organiser: Session;
let players: Session[];

interface Round {
  number: number;
  games: {
    id: number;
    court: number;
    team1: { id: number }[];
    team2: { id: number }[];
    match: { id: number } | null;
  }[];
  sitting_out: { id: number }[];
}
interface Night {
  id: number;
  status: string;
  rounds: Round[];
  players: { id: number; arrived_round: number; left_after_round: number | null }[];
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin, 11);
  const role = await createRole(app, admin, [
    'match.view',
    'match.edit',
    'match.generate',
    'match.session.manage',
  ]);
  organiser = await createUserAndLogin(app, admin, [role.id]);
});
afterAll(() => app.close());

const ids = (from: number, count: number) => players.slice(from, from + count).map((player) => player.userId);

/** A saved night for these players: 2 courts, `rounds` rounds of 15 minutes from 19:00. */
async function night(playerIds: number[], rounds: number, matchType = 'doubles'): Promise<Night> {
  const settings = {
    name: 'Tối thứ Năm',
    match_type: matchType,
    match_duration_minutes: 15,
    player_ids: playerIds,
  };
  const proposal = await call(app, organiser, {
    method: 'POST',
    url: '/api/v1/match-sessions/generate',
    payload: { ...settings, courts: 2, rounds, seed: 11 },
  });
  expect(proposal.statusCode, proposal.body).toBe(200);
  const saved = await call(app, organiser, {
    method: 'POST',
    url: '/api/v1/match-sessions',
    payload: {
      ...settings,
      courts: 2,
      seed: proposal.json().data.seed,
      rounds: proposal.json().data.rounds.map((round: Round) => ({
        games: round.games.map(({ team1, team2 }) => ({ team1, team2 })),
      })),
      date: '2026-12-10',
      start_time: '19:00',
      end_time: '21:00',
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json().data;
}

const presence = (id: number, payload: Record<string, unknown>, locale: 'en' | 'vi' = 'en') =>
  call(app, organiser, { method: 'POST', url: `/api/v1/match-sessions/${id}/presence`, payload, locale });

const teamsOf = (round: Round) =>
  round.games.map((game) => [game.team1.map((p) => p.id), game.team2.map((p) => p.id)]);
const playersOf = (round: Round) =>
  round.games.flatMap((game) => [...game.team1, ...game.team2].map((p) => p.id));

describe('players arriving late and leaving early', () => {
  it('keeps the rounds under way, plans the rest for who is there, and gives the new games their matches', async () => {
    const saved = await night(ids(0, 8), 6);
    const started = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${saved.id}/start`,
    });
    expect(started.statusCode, started.body).toBe(200);
    const before: Night = started.json().data;
    // Round 2's first game is under way: rounds 1 and 2 are fixed from now on.
    const live = before.rounds[1]?.games[0]?.match?.id as number;
    const liveStart = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/matches/${live}/live/start`,
      payload: { first_server: 'A' },
    });
    expect(liveStart.statusCode, liveStart.body).toBe(200);

    const [late1, late2] = ids(8, 2) as [number, number];
    const gone = ids(2, 1)[0] as number;
    const changed = await presence(saved.id, { arrive: [late1, late2], leave: [gone] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Players changed: the rest of the night is planned again');
    const after: Night = changed.json().data;

    // What was under way did not move: the same games, the same teams, the same matches.
    for (const index of [0, 1]) {
      expect(after.rounds[index]?.games.map((game) => game.id)).toEqual(
        before.rounds[index]?.games.map((game) => game.id),
      );
      expect(teamsOf(after.rounds[index] as Round)).toEqual(teamsOf(before.rounds[index] as Round));
      expect(after.rounds[index]?.games.map((game) => game.match?.id)).toEqual(
        before.rounds[index]?.games.map((game) => game.match?.id),
      );
    }
    // The late two were not there for rounds 1–2, so they did not sit them out.
    for (const index of [0, 1]) {
      const sitting = after.rounds[index]?.sitting_out.map((p) => p.id) ?? [];
      expect(sitting).not.toContain(late1);
      expect(sitting).not.toContain(late2);
    }
    // The rest: as many rounds as remained, the leaver in none, everyone else there; nobody sits twice running.
    expect(after.rounds).toHaveLength(6);
    const rest = after.rounds.slice(2);
    const present = [...ids(0, 8).filter((id) => id !== gone), late1, late2];
    for (const round of rest) {
      expect(playersOf(round)).not.toContain(gone);
      expect(new Set(playersOf(round)).size).toBe(8);
      expect([...playersOf(round), ...round.sitting_out.map((p) => p.id)].sort()).toEqual(
        [...present].sort(),
      );
      expect(round.games.every((game) => game.match !== null)).toBe(true);
    }
    for (let index = 1; index < rest.length; index += 1) {
      const sat = new Set(rest[index - 1]?.sitting_out.map((p) => p.id));
      for (const player of rest[index]?.sitting_out ?? []) expect(sat.has(player.id)).toBe(false);
    }
    expect(after.players.find((p) => p.id === late1)).toMatchObject({
      arrived_round: 3,
      left_after_round: null,
    });
    expect(after.players.find((p) => p.id === gone)).toMatchObject({ arrived_round: 1, left_after_round: 2 });

    // The new games' matches play at their round's time: round 3 at 19:30.
    const third = after.rounds[2]?.games[0]?.match?.id as number;
    const match = (await call(app, organiser, { method: 'GET', url: `/api/v1/matches/${third}` })).json()
      .data;
    expect(match.played_at).toBe('2026-12-10T12:30:00.000Z');
    // The dropped rounds' matches are gone.
    const droppedMatch = before.rounds[4]?.games[0]?.match?.id as number;
    expect(
      (await call(app, organiser, { method: 'GET', url: `/api/v1/matches/${droppedMatch}` })).statusCode,
    ).toBe(404);
  });

  it('takes a leaver out of a night not yet begun, and refuses what cannot be', async () => {
    const saved = await night(ids(0, 5), 5);
    const leaver = ids(4, 1)[0] as number;
    const changed = await presence(saved.id, { leave: [leaver] });
    expect(changed.statusCode, changed.body).toBe(200);
    const after: Night = changed.json().data;
    expect(after.players.map((p) => p.id)).not.toContain(leaver);
    expect(after.rounds.every((round) => round.sitting_out.length === 0)).toBe(true);

    const tooFew = await presence(saved.id, { leave: [ids(0, 1)[0]] }, 'vi');
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().errors.leave).toEqual(['Cần chọn đủ số người chơi (ít nhất 4 người)']);
    const notHere = await presence(saved.id, { leave: [leaver] });
    expect(Object.keys(notHere.json().errors)).toEqual(['leave.0']);
    const nothing = await presence(saved.id, {});
    expect(Object.keys(nothing.json().errors)).toEqual(['arrive']);

    const singles = await night(ids(0, 4), 3, 'singles');
    const refused = await presence(singles.id, { arrive: [ids(6, 1)[0]] }, 'vi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Chỉ buổi đấu đôi mới có thể xếp lại lịch khi người chơi đến muộn hoặc về sớm',
    );
  });
});
