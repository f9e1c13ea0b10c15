import { seedingOrder } from '@pickleball/domain/tournaments/seeding';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin, type Session } from '../../../testing/test-app';
import {
  createRatedPlayers,
  createTournament,
  enter,
  getBracket,
  type Player,
  playMatch,
  saveScores,
  slotOf,
  straightGames,
  tournamentAction,
} from '../tournaments.testing';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

/** A singles tournament with these ratings entered (seed k + 1 has the k-th best), registration closed. */
async function closedTournament(ratings: number[], fields: Record<string, unknown> = {}) {
  const tournament = await createTournament(app, admin, { type: 'singles', ...fields });
  await tournamentAction(app, admin, tournament.id, 'open-registration');
  const players = await createRatedPlayers(app, admin, ratings);
  const entries = [];
  for (const player of players) entries.push(await enter(app, admin, tournament.id, player.userId));
  expect((await tournamentAction(app, admin, tournament.id, 'close-registration')).statusCode).toBe(200);
  return { tournament, players, entries };
}

const generate = (id: number, locale = 'en') =>
  call(app, admin, { method: 'POST', url: `/api/v1/tournaments/${id}/bracket`, locale });

describe('generating the bracket', () => {
  it("answers SPEC's messages: insufficient players, and a failure with its reason", async () => {
    const { tournament } = await closedTournament([4.0]);
    const few = await generate(tournament.id, 'vi');
    expect(few.statusCode).toBe(422);
    expect(few.json()).toEqual({
      code: 'tournament.insufficient_players',
      message: 'Không đủ người chơi để tạo sơ đồ thi đấu: 1 đã xác nhận, cần ít nhất 2',
    });
    expect((await generate(tournament.id)).json().message).toBe(
      'Insufficient players to generate bracket: 1 confirmed, at least 2 needed',
    );

    const open = await createTournament(app, admin, { type: 'singles' });
    await tournamentAction(app, admin, open.id, 'open-registration');
    const early = await generate(open.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Failed to generate tournament bracket: close the registration first (a finished or cancelled tournament has no new bracket)',
    );
    const earlyVi = await generate(open.id, 'vi');
    expect(earlyVi.json().message).toMatch(/^Không thể tạo sơ đồ thi đấu: hãy đóng đăng ký trước/);

    // Pool play: four pools need at least eight entries.
    const pools = await closedTournament([4, 3.9, 3.8, 3.7, 3.6], {
      format: 'pool_play',
      pools: 4,
      advance_per_pool: 1,
    });
    const short = await generate(pools.tournament.id);
    expect(short.json()).toMatchObject({ code: 'tournament.insufficient_players' });
    expect(short.json().message).toContain('at least 8 needed');
    const tooMany = await closedTournament([4, 3.9, 3.8, 3.7, 3.6], {
      format: 'pool_play',
      pools: 2,
      advance_per_pool: 3,
    });
    const pool = await generate(tooMany.tournament.id);
    expect(pool.json().message).toBe(
      'Failed to generate tournament bracket: the pool settings do not fit 5 entries: check the number of pools and how many go through from each',
    );
  });

  it('seeds by rating, manually or at random (reproducibly), and gives byes to the top seeds that advance by themselves', async () => {
    const { tournament, entries } = await closedTournament([3.0, 4.5, 3.5, 5.0, 4.0, 2.5]);
    const seeding = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/seeding`,
    });
    expect(seeding.json().data.method).toBe('dupr_rating');
    expect(seeding.json().data.entries.map((entry: { dupr_rating: number }) => entry.dupr_rating)).toEqual([
      5, 4.5, 4, 3.5, 3, 2.5,
    ]);
    expect(seeding.json().data.minimum_entrants).toBe(2);

    const shuffled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/seeding/shuffle`,
    });
    const again = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/seeding`,
    });
    expect(again.json().data).toEqual(shuffled.json().data);
    expect(again.json().data.method).toBe('random');

    const wrong = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/tournaments/${tournament.id}/seeding`,
      payload: { registration_ids: entries.slice(1).map((entry) => entry.id) },
    });
    expect(wrong.statusCode).toBe(422);
    const manual = [...entries].reverse().map((entry) => entry.id);
    const saved = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/tournaments/${tournament.id}/seeding`,
      payload: { registration_ids: manual },
    });
    expect(
      saved.json().data.entries.map((entry: { registration_id: number }) => entry.registration_id),
    ).toEqual(manual);
    expect(saved.json().data.method).toBe('manual');

    expect((await generate(tournament.id)).statusCode).toBe(200);
    const bracket = await getBracket(app, admin, tournament.id);
    // Six in a bracket of eight: seeds 1 and 2 have byes and stand in round 2 already.
    const byes = bracket.slots.filter((slot) => slot.state === 'bye');
    expect(byes).toHaveLength(2);
    expect(byes.map((slot) => slot.sides.find((side) => side.entrant)?.entrant?.seed).sort()).toEqual([1, 2]);
    const secondRound = bracket.slots.filter((slot) => slot.round === 2);
    const seeded = secondRound.flatMap((slot) =>
      slot.sides.map((side) => side.entrant?.registration_id ?? null),
    );
    expect(seeded).toContain(manual[0]);
    expect(seeded).toContain(manual[1]);
    const registrations = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/registrations?sort=seed`,
    });
    expect(registrations.json().data.map((entry: { id: number }) => entry.id)).toEqual(manual);
  });
});

describe('seeds on the standard lines', () => {
  /** Line by line (top to bottom), the seed on each line of the first round. */
  async function firstRoundLines(tournamentId: number) {
    const bracket = await getBracket(app, admin, tournamentId);
    const lines = bracket.slots
      .filter((slot) => slot.bracket === 'winners' && slot.round === 1)
      .sort((a, b) => a.position - b.position)
      .flatMap((slot) => slot.sides.map((side) => side.entrant?.seed ?? null));
    return { lines, settings: bracket.settings };
  }

  it('puts seed 2 on the bottom line, or draws each block by lot and records the lot', async () => {
    const ratings = [5.0, 4.8, 4.6, 4.4, 4.2, 4.0, 3.8, 3.6];
    const fixed = await closedTournament(ratings);
    expect((await generate(fixed.tournament.id)).statusCode).toBe(200);
    const drawn = await firstRoundLines(fixed.tournament.id);
    expect(drawn.lines).toEqual([1, 8, 4, 5, 6, 3, 7, 2]);
    expect(drawn.settings).toMatchObject({ seed_placement: 'fixed', seed_lot: null });

    const refused = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/tournaments',
      payload: { name: 'Lot', start_date: '2027-01-09', end_date: '2027-01-09', seed_placement: 'coin' },
      locale: 'vi',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.seed_placement).toBeDefined();

    const lot = await closedTournament(ratings, { seed_placement: 'lot' });
    const detail = await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${lot.tournament.id}` });
    expect(detail.json().data.seed_placement).toBe('lot');
    const lots = new Set<number>();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await generate(lot.tournament.id)).statusCode).toBe(200);
      const { lines, settings } = await firstRoundLines(lot.tournament.id);
      expect(settings.seed_placement).toBe('lot');
      expect(settings.seed_lot).toEqual(expect.any(Number));
      lots.add(settings.seed_lot as number);
      // The lot reproduces the draw, which keeps the standard lines whatever it drew.
      expect(lines).toEqual(seedingOrder(8, { method: 'lot', lot: settings.seed_lot as number }));
      expect(lines[0]).toBe(1);
      expect(lines[7]).toBe(2);
      expect([lines.indexOf(3) + 1, lines.indexOf(4) + 1].sort()).toEqual([3, 6]);
    }
    expect(lots.size).toBe(3);
  });
});

describe('automatic generation', () => {
  it('draws the bracket when registration closes, and still closes when it cannot', async () => {
    const { tournament } = await closedTournament([4.4, 4.2, 4.0, 3.8], { auto_bracket_generation: true });
    const drawn = (
      await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${tournament.id}` })
    ).json().data;
    expect(drawn).toMatchObject({ status: 'registration_closed', has_bracket: true });
    expect((await getBracket(app, admin, tournament.id)).slots).toHaveLength(3);
    const alone = await closedTournament([4.4], { auto_bracket_generation: true });
    const closed = (
      await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${alone.tournament.id}` })
    ).json().data;
    expect(closed).toMatchObject({ status: 'registration_closed', has_bracket: false });
    const audit = await app.services.db
      .selectFrom('audit_logs')
      .select('new_values')
      .where('model', '=', 'tournament')
      .where('record_id', '=', String(alone.tournament.id))
      .execute();
    expect(audit.map((row) => JSON.parse(row.new_values ?? '{}'))).toContainEqual(
      expect.objectContaining({
        action: 'generate_bracket',
        trigger: 'auto',
        failed: 'tournament.insufficient_players',
      }),
    );
  });
});

describe('bracket matches', () => {
  it('refuses to regenerate once played, records walkovers and moves matches through their statuses', async () => {
    const { tournament } = await closedTournament([5, 4.5, 4, 3.5]);
    expect((await generate(tournament.id)).statusCode).toBe(200);
    // Regenerating before any play is fine.
    expect((await generate(tournament.id)).statusCode).toBe(200);
    await tournamentAction(app, admin, tournament.id, 'start');
    let bracket = await getBracket(app, admin, tournament.id);
    const [first, second] = bracket.slots.filter((slot) => slot.state === 'ready');
    expect(first?.match_status).toBe('scheduled');

    // The matches module keeps a bracket match's players and never deletes it.
    const deleted = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/matches/${first?.match?.id}`,
      locale: 'vi',
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({
      code: 'tournament.match_in_bracket',
      message: 'Trận này thuộc sơ đồ của một giải đấu: người chơi do sơ đồ quyết định và không thể xoá trận',
    });

    const postponed = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/${first?.key}/postpone`,
      payload: { reason: 'Trời mưa' },
    });
    expect(postponed.json().data).toMatchObject({ match_status: 'postponed', status_reason: 'Trời mưa' });
    const rescheduled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/${first?.key}/reschedule`,
      payload: { scheduled_at: '2027-03-21T02:00:00.000Z' },
    });
    expect(rescheduled.json().data).toMatchObject({
      match_status: 'scheduled',
      scheduled_at: '2027-03-21T02:00:00.000Z',
      match: { id: first?.match?.id },
    });
    const cancelled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/${first?.key}/cancel`,
      payload: { reason: 'Sân hỏng' },
    });
    expect(cancelled.json().data).toMatchObject({ match_status: 'cancelled', match: null });
    const voided = await call(app, admin, { method: 'GET', url: `/api/v1/matches/${first?.match?.id}` });
    expect(voided.json().data).toMatchObject({ status: 'voided', status_reason: 'Sân hỏng' });
    const renewed = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/${first?.key}/reschedule`,
      payload: {},
    });
    expect(renewed.json().data.match_status).toBe('scheduled');
    expect(renewed.json().data.match.id).not.toBe(first?.match?.id);

    // A walkover: the winner advances without playing, recorded as such.
    const walkover = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/${first?.key}/walkover`,
      payload: { winner: 'b', reason: 'Vận động viên không có mặt' },
    });
    expect(walkover.statusCode, walkover.body).toBe(200);
    const afterWalkover = slotOf(walkover.json().data, first?.key as string);
    expect(afterWalkover).toMatchObject({
      state: 'done',
      winner: 'b',
      result: { winner: 'b', walkover: true, games: [] },
      match_status: 'completed',
      match: null,
    });
    const history = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/slots/${first?.key}/history`,
    });
    expect(history.json().data).toMatchObject([
      { result: { walkover: true, winner: 'b' }, note: 'Vận động viên không có mặt', superseded_at: null },
    ]);

    // Once a match was played, the bracket stays.
    const completed = await playMatch(app, admin, second?.match?.id as number, straightGames('a'));
    expect(completed.statusCode, completed.body).toBe(200);
    const regenerate = await generate(tournament.id);
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json().message).toBe(
      'Failed to generate tournament bracket: matches of the bracket were already played',
    );
    const remove = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/tournaments/${tournament.id}/bracket`,
    });
    expect(remove.statusCode).toBe(409);
    bracket = await getBracket(app, admin, tournament.id);
    expect(slotOf(bracket, 'W2-1').state).toBe('ready');
    const early = await tournamentAction(app, admin, tournament.id, 'complete');
    expect(early.json().code).toBe('tournament.not_finished');
  });

  it('corrects a result after later matches were played: shows the cascade first, then resets it with the history kept', async () => {
    const { tournament } = await closedTournament([5, 4.5, 4, 3.5]);
    await generate(tournament.id);
    await tournamentAction(app, admin, tournament.id, 'start');
    let bracket = await getBracket(app, admin, tournament.id);
    // W1-1: seed 1 v seed 4; W1-2: seed 3 v seed 2 (standard order: 1 and 2 meet only in the final).
    await playMatch(app, admin, slotOf(bracket, 'W1-1').match?.id as number, straightGames('a'));
    const second = slotOf(bracket, 'W1-2');
    const secondWinner =
      (second.sides[0]?.entrant?.seed ?? 0) < (second.sides[1]?.entrant?.seed ?? 0) ? 'a' : 'b';
    await playMatch(app, admin, second.match?.id as number, straightGames(secondWinner));
    bracket = await getBracket(app, admin, tournament.id);
    const finalMatch = slotOf(bracket, 'W2-1').match?.id as number;
    await playMatch(app, admin, finalMatch, straightGames('a', 9));
    bracket = await getBracket(app, admin, tournament.id);
    expect(bracket.complete).toBe(true);
    expect(bracket.champion?.seed).toBe(1);

    // Through the matches module, a changed result with later results depending on it is refused.
    const edited = await saveScores(
      app,
      admin,
      second.match?.id as number,
      straightGames(secondWinner === 'a' ? 'b' : 'a'),
    );
    expect(edited.statusCode).toBe(409);
    expect(edited.json().code).toBe('tournament.correction_required');

    const body = {
      games: [
        { team1: 9, team2: 11 },
        { team1: 11, team2: 8 },
        { team1: 7, team2: 11 },
      ],
      reason: 'Trọng tài ghi nhầm tỉ số',
    };
    const preview = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/W1-1/correction/preview`,
      payload: body,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      winner_changes: true,
      result: {
        winner: 'b',
        walkover: false,
        games: [
          [9, 11],
          [11, 8],
          [7, 11],
        ],
      },
      dependents: ['W2-1'],
      reset: [{ key: 'W2-1', label: { key: 'final' }, match_id: finalMatch }],
      voided_matches: [finalMatch],
    });
    // The preview wrote nothing.
    expect(slotOf(await getBracket(app, admin, tournament.id), 'W2-1').state).toBe('done');

    const unconfirmed = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/W1-1/correction`,
      payload: body,
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toHaveProperty('confirm');
    const corrected = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/slots/W1-1/correction`,
      payload: { ...body, confirm: true },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = corrected.json().data;
    expect(slotOf(after, 'W1-1')).toMatchObject({
      winner: 'b',
      result: {
        games: [
          [9, 11],
          [11, 8],
          [7, 11],
        ],
      },
    });
    const final = slotOf(after, 'W2-1');
    expect(final.state).toBe('ready');
    expect(final.sides[0]?.entrant?.seed).toBe(4);
    expect(final.match?.id).not.toBe(finalMatch);
    expect(after.complete).toBe(false);
    // The old final is voided with its scores kept, and both slots' histories tell what happened.
    const oldFinal = (await call(app, admin, { method: 'GET', url: `/api/v1/matches/${finalMatch}` })).json()
      .data;
    expect(oldFinal).toMatchObject({
      status: 'voided',
      games: [
        { team1: 11, team2: 9 },
        { team1: 11, team2: 9 },
      ],
    });
    const finalHistory = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/slots/W2-1/history`,
    });
    expect(finalHistory.json().data).toMatchObject([{ match_id: finalMatch, superseded_reason: 'reset' }]);
    const firstHistory = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/slots/W1-1/history`,
    });
    expect(
      firstHistory.json().data.map((entry: { superseded_reason: string | null }) => entry.superseded_reason),
    ).toEqual([null, 'corrected']);
    const match = (
      await call(app, admin, { method: 'GET', url: `/api/v1/matches/${slotOf(after, 'W1-1').match?.id}` })
    ).json().data;
    expect(match).toMatchObject({ status: 'completed', winner_team: 2 });
  });
});

describe('results edited through the matches module', () => {
  it('moves the bracket when nothing later has begun, and is refused once the next match is under way', async () => {
    const { tournament } = await closedTournament([5, 4.5, 4, 3.5]);
    await generate(tournament.id);
    await tournamentAction(app, admin, tournament.id, 'start');
    let bracket = await getBracket(app, admin, tournament.id);
    const first = slotOf(bracket, 'W1-1');
    const second = slotOf(bracket, 'W1-2');
    await playMatch(app, admin, first.match?.id as number, straightGames('a'));
    await playMatch(app, admin, second.match?.id as number, straightGames('a'));
    bracket = await getBracket(app, admin, tournament.id);
    const finalBefore = slotOf(bracket, 'W2-1');
    expect(finalBefore.sides[0]?.entrant?.registration_id).toBe(first.sides[0]?.entrant?.registration_id);

    // The referee fixes a mistyped score: the other side won. Nothing later has begun.
    const edited = await saveScores(app, admin, first.match?.id as number, [
      [9, 11],
      [11, 13],
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    bracket = await getBracket(app, admin, tournament.id);
    const finalAfter = slotOf(bracket, 'W2-1');
    expect(slotOf(bracket, 'W1-1').winner).toBe('b');
    expect(finalAfter.sides[0]?.entrant?.registration_id).toBe(first.sides[1]?.entrant?.registration_id);
    expect(finalAfter.match?.id).not.toBe(finalBefore.match?.id);
    const oldFinal = (
      await call(app, admin, { method: 'GET', url: `/api/v1/matches/${finalBefore.match?.id}` })
    ).json().data;
    expect(oldFinal.status).toBe('voided');

    // The final goes live: the first semi-final's result is no longer edited from the match.
    const live = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/matches/${finalAfter.match?.id}/live/start`,
      payload: { first_server: 'A' },
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(slotOf(await getBracket(app, admin, tournament.id), 'W2-1').match_status).toBe('in_progress');
    const refused = await saveScores(app, admin, first.match?.id as number, straightGames('a'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('tournament.correction_required');
  });
});

describe('pools and round robins', () => {
  it('plays pool rounds in order, ranks the pools and fills the playoff when they finish', async () => {
    const { tournament } = await closedTournament([5, 4.6, 4.2, 3.8], {
      format: 'pool_play',
      pools: 2,
      advance_per_pool: 1,
    });
    expect((await generate(tournament.id)).statusCode).toBe(200);
    await tournamentAction(app, admin, tournament.id, 'start');
    let bracket = await getBracket(app, admin, tournament.id);
    const poolSlots = bracket.slots.filter((slot) => slot.bracket === 'pool');
    expect(poolSlots.map((slot) => slot.state)).toEqual(['ready', 'ready']);
    expect(slotOf(bracket, 'PO1-1').state).toBe('waiting');
    for (const slot of poolSlots)
      await playMatch(app, admin, slot.match?.id as number, straightGames('b', 9));
    bracket = await getBracket(app, admin, tournament.id);
    const view = (
      await call(app, admin, { method: 'GET', url: `/api/v1/tournaments/${tournament.id}/bracket` })
    ).json().data;
    expect(view.pools.map((pool: { complete: boolean }) => pool.complete)).toEqual([true, true]);
    expect(view.pools[0].standings[0]).toMatchObject({
      rank: 1,
      won: 1,
      lost: 0,
      points_for: 22,
      point_differential: 4,
    });
    // The pools' winners (side b of each pool match) meet in the playoff's final.
    const winners = poolSlots.map((slot) => slot.sides[1]?.entrant?.seed).sort();
    const final = slotOf(bracket, 'PO1-1');
    expect(final.state).toBe('ready');
    expect(final.match_status).toBe('scheduled');
    expect(final.sides.map((side) => side.entrant?.seed).sort()).toEqual(winners);
    const matches = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournament.id}/matches?status=completed`,
    });
    expect(matches.json().data.map((slot: { key: string }) => slot.key)).toEqual(
      poolSlots.map((slot) => slot.key),
    );
  });

  it('gives a round robin entrant its next match only once the previous one is played', async () => {
    const { tournament } = await closedTournament([5, 4.5, 4], { format: 'round_robin' });
    await generate(tournament.id);
    await tournamentAction(app, admin, tournament.id, 'start');
    let bracket = await getBracket(app, admin, tournament.id);
    // Three entrants: one match a round, one bye a round.
    expect(bracket.slots).toHaveLength(3);
    const ready = bracket.slots.filter((slot) => slot.state === 'ready');
    expect(ready).toHaveLength(1);
    expect(bracket.slots.filter((slot) => slot.match !== null)).toHaveLength(1);
    await playMatch(app, admin, ready[0]?.match?.id as number, straightGames('a'));
    bracket = await getBracket(app, admin, tournament.id);
    expect(bracket.slots.filter((slot) => slot.state === 'ready' && slot.match !== null)).toHaveLength(1);
    expect(bracket.slots.filter((slot) => slot.state === 'done')).toHaveLength(1);
  });
});

describe('cancelling a tournament in play', () => {
  it('voids its open matches, cancels every entry and tells the players', async () => {
    const { tournament, players } = await closedTournament([4.8, 4.6, 4.4, 4.2], { name: 'Giải Bị Huỷ' });
    await generate(tournament.id);
    await tournamentAction(app, admin, tournament.id, 'start');
    const before = await getBracket(app, admin, tournament.id);
    const matchIds = before.slots.flatMap((slot) => (slot.match ? [slot.match.id] : []));
    expect(matchIds).toHaveLength(2);
    const cancelled = await tournamentAction(app, admin, tournament.id, 'cancel', { reason: 'Bão số 5' });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      counts: { entries: 0, cancelled: 4 },
    });
    for (const id of matchIds) {
      const match = (await call(app, admin, { method: 'GET', url: `/api/v1/matches/${id}` })).json().data;
      expect(match).toMatchObject({ status: 'voided', status_reason: 'The tournament was cancelled' });
    }
    const after = await getBracket(app, admin, tournament.id);
    expect(after.slots.filter((slot) => slot.match_status === 'cancelled')).toHaveLength(2);
    await app.services.jobs.runDue();
    const inbox = await call(app, players[0] as Player, { method: 'GET', url: '/api/v1/inbox' });
    expect(inbox.json().data.map((item: { data: { subject: string } }) => item.data.subject)).toContain(
      'Giải Bị Huỷ was cancelled',
    );
  });
});

describe('public bracket', () => {
  it('shows a public bracket with names only, and nothing of a private one', async () => {
    const { tournament } = await closedTournament([4.4, 4.2, 4.0], {
      is_public: true,
      name: 'Giải Xem Trực Tiếp',
    });
    await generate(tournament.id);
    const bracket = await call(app, null, {
      method: 'GET',
      url: `/api/v1/public/tournaments/${tournament.id}/bracket`,
    });
    expect(bracket.statusCode).toBe(200);
    const entrant = bracket
      .json()
      .data.slots.flatMap((slot: { sides: { entrant: unknown }[] }) => slot.sides)
      .find((side: { entrant: unknown }) => side.entrant !== null).entrant;
    expect(entrant.players[0]).toEqual({ name: expect.any(String) });
    const privateOne = await closedTournament([4.4, 4.2]);
    await generate(privateOne.tournament.id);
    const hidden = await call(app, null, {
      method: 'GET',
      url: `/api/v1/public/tournaments/${privateOne.tournament.id}/bracket`,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
