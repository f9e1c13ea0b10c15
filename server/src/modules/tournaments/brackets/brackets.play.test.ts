import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../../testing/test-app';
import {
  createRatedPlayers,
  createTournament,
  enter,
  getBracket,
  type Player,
  playMatch,
  slotOf,
  straightGames,
  tournamentAction,
} from '../tournaments.testing';

/**
 * A whole small event played through the real matches API: five doubles pairs in a double
 * elimination draw (byes to the top three seeds), every result entered on the match and
 * completed, the bracket advancing by itself, approval moving ratings as the tournament's, and
 * the placings recorded when the tournament completes.
 */
let app: FastifyInstance;
let admin: Session;
let referee: Session;
let players: Player[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  const refereeRole = await createRole(app, admin, ['match.view', 'match.edit', 'match.approve']);
  referee = await createUserAndLogin(app, admin, [refereeRole.id]);
  // Ratings fall with the index: pair k is seed k + 1.
  players = await createRatedPlayers(app, admin, [5.5, 5.4, 5.0, 4.9, 4.5, 4.4, 4.0, 3.9, 3.5, 3.4]);
});
afterAll(() => app.close());

describe('a double-elimination event played through the matches API', () => {
  it('advances winners and losers as results come in, and ends with the placings and ratings moved', async () => {
    const tournament = await createTournament(app, admin, {
      name: 'Giải Đôi Mở Rộng Quận 7',
      format: 'double_elimination',
      grand_final_reset: true,
      reset_format: 'one_game_to_15',
    });
    expect((await tournamentAction(app, admin, tournament.id, 'open-registration')).statusCode).toBe(200);
    const entries: number[] = [];
    for (let pair = 0; pair < 5; pair += 1) {
      const entry = await enter(
        app,
        admin,
        tournament.id,
        (players[2 * pair] as Player).userId,
        (players[2 * pair + 1] as Player).userId,
      );
      expect(entry.status).toBe('confirmed');
      entries.push(entry.id);
    }
    expect((await tournamentAction(app, admin, tournament.id, 'close-registration')).statusCode).toBe(200);
    const generated = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/bracket`,
    });
    expect(generated.statusCode, generated.body).toBe(200);

    // Byes to the top seeds: 5 entries in a bracket of 8, seeds 1-3 advance without playing.
    let bracket = await getBracket(app, admin, tournament.id);
    const firstRound = bracket.slots.filter((slot) => slot.bracket === 'winners' && slot.round === 1);
    const byes = firstRound.filter((slot) => slot.state === 'bye');
    expect(byes).toHaveLength(3);
    expect(
      byes
        .flatMap((slot) => slot.sides.map((side) => side.entrant?.seed))
        .filter(Boolean)
        .sort(),
    ).toEqual([1, 2, 3]);
    // No match before the start.
    expect(bracket.slots.filter((slot) => slot.match !== null)).toHaveLength(0);

    const started = await tournamentAction(app, admin, tournament.id, 'start');
    expect(started.statusCode).toBe(200);
    bracket = await getBracket(app, admin, tournament.id);
    const ready = bracket.slots.filter((slot) => slot.state === 'ready');
    // Seed 4 v seed 5 in round 1; seeds 2 and 3 met by their byes in round 2 at once; seed 1
    // waits for the winner of 4 v 5.
    expect(ready.map((slot) => slot.key)).toEqual(['W1-2', 'W2-2']);
    expect(ready.map((slot) => slot.match_status)).toEqual(['scheduled', 'scheduled']);
    expect(slotOf(bracket, 'W2-1').state).toBe('waiting');

    // Play until the bracket has no ready slot left: the higher seed (lower number) wins, except
    // in the grand final, where the losers' champion wins (forcing the reset, one game to 15).
    let played = 0;
    for (let guard = 0; guard < 20; guard += 1) {
      bracket = await getBracket(app, admin, tournament.id);
      const next = bracket.slots.find((slot) => slot.state === 'ready' && slot.match !== null);
      if (!next) break;
      const [a, b] = next.sides.map((side) => side.entrant?.seed ?? 99) as [number, number];
      let winner: 'a' | 'b' = a < b ? 'a' : 'b';
      if (next.key === 'GF') winner = 'b';
      const games: [number, number][] =
        next.key === 'GF2' ? [winner === 'a' ? [15, 12] : [12, 15]] : straightGames(winner, 7);
      const completed = await playMatch(app, referee, next.match?.id as number, games);
      expect(completed.statusCode, `${next.key}: ${completed.body}`).toBe(200);
      played += 1;
    }
    bracket = await getBracket(app, admin, tournament.id);
    expect(bracket.complete).toBe(true);
    // 5 entries, double elimination, the reset played: 2 × 5 − 2 + 1 = 9 matches.
    expect(played).toBe(9);
    expect(slotOf(bracket, 'GF2').state).toBe('done');
    expect(slotOf(bracket, 'GF2').result?.games).toEqual([[15, 12]]);
    const resetMatch = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/matches/${slotOf(bracket, 'GF2').match?.id}`,
    });
    expect(resetMatch.json().data).toMatchObject({ best_of: 1, target_points: 15, format: 'tournament' });
    expect(bracket.champion?.seed).toBe(1);

    // Approving a bracket match moves its players' ratings, recorded with source `tournament`.
    const final = slotOf(bracket, 'GF2').match?.id as number;
    expect(
      (await call(app, referee, { method: 'POST', url: `/api/v1/matches/${final}/submit` })).statusCode,
    ).toBe(200);
    const finalPlayers = (await call(app, admin, { method: 'GET', url: `/api/v1/matches/${final}` })).json()
      .data;
    const sessions = players.filter((player) =>
      [...finalPlayers.team1, ...finalPlayers.team2].some((p: { id: number }) => p.id === player.userId),
    );
    for (const player of sessions)
      expect(
        (await call(app, player, { method: 'POST', url: `/api/v1/matches/${final}/confirm` })).statusCode,
      ).toBe(200);
    const approved = await call(app, referee, { method: 'POST', url: `/api/v1/matches/${final}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    const history = await app.services.db
      .selectFrom('rating_history')
      .select(['source', 'match_id'])
      .where('match_id', '=', final)
      .execute();
    expect(history).toHaveLength(4);
    expect(new Set(history.map((entry) => entry.source))).toEqual(new Set(['tournament']));
    // An approved result moved the ratings: it is not corrected any more.
    const correction = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/GF2/correction/preview`,
      payload: { games: [{ team1: 12, team2: 15 }], reason: 'Ghi nhầm người thắng' },
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json().code).toBe('tournament.result_approved');
    // The approval changed nothing in the bracket.
    expect((await getBracket(app, admin, tournament.id)).slots.map((slot) => slot.state)).toEqual(
      bracket.slots.map((slot) => slot.state),
    );

    // The first grand final's result takes its approval after the event is over: nothing moves.
    const firstFinal = slotOf(bracket, 'GF').match?.id as number;
    const gfPlayers = (await call(app, admin, { method: 'GET', url: `/api/v1/matches/${firstFinal}` })).json()
      .data;
    const completed = await tournamentAction(app, admin, tournament.id, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(
      (await call(app, referee, { method: 'POST', url: `/api/v1/matches/${firstFinal}/submit` })).statusCode,
    ).toBe(200);
    for (const player of players.filter((p) =>
      [...gfPlayers.team1, ...gfPlayers.team2].some((q: { id: number }) => q.id === p.userId),
    ))
      await call(app, player, { method: 'POST', url: `/api/v1/matches/${firstFinal}/confirm` });
    const lateApproval = await call(app, referee, {
      method: 'POST',
      url: `/api/v1/matches/${firstFinal}/approve`,
    });
    expect(lateApproval.statusCode, lateApproval.body).toBe(200);
    // An event that is over takes no correction.
    const lateCorrection = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/W1-2/correction/preview`,
      payload: {
        games: [
          { team1: 2, team2: 11 },
          { team1: 3, team2: 11 },
        ],
        reason: 'Sửa sau khi kết thúc',
      },
    });
    expect(lateCorrection.json().code).toBe('tournament.invalid_transition');

    expect(completed.json().data).toMatchObject({ status: 'completed' });
    expect(completed.json().data.podium.map((entry: { medal: string }) => entry.medal)).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
    const registrations = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/registrations?sort=final_place`,
    });
    const places = registrations
      .json()
      .data.map((entry: { seed: number; final_place: number; medal: string | null }) => [
        entry.seed,
        entry.final_place,
        entry.medal,
      ]);
    // Seed 1 wins, seed 2 (the grand-final loser) is second, the losers' final loser third.
    expect(places[0]).toEqual([1, 1, 'gold']);
    expect(places[1]).toEqual([2, 2, 'silver']);
    expect(places[2]?.[1]).toBe(3);
    // The rest by the round reached: everyone placed, places never decreasing.
    const numbers = places.map((place: number[]) => place[1]);
    expect(numbers).toHaveLength(5);
    expect(numbers.slice(3).every((place: number) => place >= 4)).toBe(true);

    // Every drawn player was told their place, in their language.
    await app.services.jobs.runDue();
    const inbox = await call(app, players[0] as Player, { method: 'GET', url: '/api/v1/inbox' });
    expect(inbox.json().data.map((item: { data: { subject: string } }) => item.data.subject)).toContain(
      'Giải Đôi Mở Rộng Quận 7: you finished in place 1',
    );
  });
});
