import { describe, expect, it } from 'vitest';
import {
  bracketSections,
  describeSide,
  isSlotLive,
  liveMatchIds,
  matchNumbers,
  sittingOut,
  slotGames,
  type ViewSide,
} from './bracket-model';
import { newerLiveScore, toLiveScore } from './live-score';

const entrant = {
  registration_id: 7,
  seed: 3,
  name: 'An / Bình',
  players: [{ name: 'An' }, { name: 'Bình' }],
  dupr_rating: 4.2,
};
const side = (source: ViewSide['source'], known: boolean, isBye = false): ViewSide => ({
  source,
  entrant: known ? entrant : null,
  is_bye: isBye,
});

describe('the bracket model', () => {
  it('names who sits out a round of a pool with an odd number of teams, and nobody otherwise', () => {
    const team = (seed: number) => ({ ...entrant, registration_id: seed, seed, name: `Team ${seed}` });
    const pool = [team(1), team(2), team(3), team(4), team(5)];
    const match = (a: number, b: number) => ({
      sides: [side({ kind: 'seed', seed: a }, true), side({ kind: 'seed', seed: b }, true)] as const,
    });
    expect(sittingOut(pool, [match(1, 5), match(2, 4)]).map((t) => t.seed)).toEqual([3]);
    expect(sittingOut(pool.slice(0, 4), [match(1, 4), match(2, 3)])).toEqual([]);
  });

  it('numbers matches in order of play and says where an unknown side comes from', () => {
    const numbers = matchNumbers([{ key: 'W1-1' }, { key: 'W1-2' }, { key: 'L1-1' }]);
    expect(numbers.get('L1-1')).toBe(3);
    expect(describeSide(side({ kind: 'winner', slot: 'W1-2' }, false), numbers)).toEqual({
      kind: 'winner_of',
      number: 2,
    });
    expect(describeSide(side({ kind: 'loser', slot: 'W1-1' }, false), numbers)).toEqual({
      kind: 'loser_of',
      number: 1,
    });
    expect(describeSide(side({ kind: 'pool_rank', pool: 2, rank: 1 }, false), numbers)).toEqual({
      kind: 'pool_place',
      pool: 2,
      rank: 1,
    });
    expect(describeSide(side({ kind: 'bye' }, false, true), numbers)).toEqual({ kind: 'bye' });
    expect(describeSide(side({ kind: 'winner', slot: 'W1-2' }, true), numbers)).toEqual({
      kind: 'entrant',
      entrant,
    });
  });

  it('groups the elimination brackets in reading order and leaves pool matches out', () => {
    const slots = ['GF', 'L1-1', 'W1-1', 'P1-R1-1', 'BR'].map((key) => ({
      key,
      bracket: (
        { GF: 'final', 'L1-1': 'losers', 'W1-1': 'winners', 'P1-R1-1': 'pool', BR: 'bronze' } as const
      )[key as 'GF'],
    }));
    expect(bracketSections({ slots } as never).map((section) => section.id)).toEqual([
      'winners',
      'losers',
      'final',
      'bronze',
    ]);
  });

  it('shows a result’s games, or while it is played the saved games and the one under way', () => {
    const done = {
      result: { winner: 'a' as const, walkover: false, games: [[11, 7] as [number, number]] },
      match_status: 'completed' as const,
    };
    expect(slotGames(done, undefined)).toEqual([{ a: 11, b: 7, isCurrent: false }]);
    const live = toLiveScore({
      match_id: 9,
      live_status: 'active',
      games: [{ game_number: 1, team1: 11, team2: 9 }],
      game_number: 2,
      current: { team1: 4, team2: 6 },
      serving: { team: 2 },
      revision: 12,
    });
    expect(live).toMatchObject({ current: [4, 6], serving: 2, isLive: true });
    const playing = { result: null, match_status: 'in_progress' as const };
    expect(slotGames(playing, live)).toEqual([
      { a: 11, b: 9, isCurrent: false },
      { a: 4, b: 6, isCurrent: true },
    ]);
    expect(isSlotLive(playing)).toBe(true);
    expect(
      liveMatchIds([{ ...playing, match: { id: 9, status: 'inprogress', live_status: 'active' } }]),
    ).toEqual([9]);
  });

  it('takes the game numbered as under way as the current one, even once its points are saved', () => {
    const saving = toLiveScore({
      match_id: 9,
      live_status: 'active',
      games: [
        { game_number: 1, team1: 11, team2: 9 },
        { game_number: 2, team1: 3, team2: 0 },
      ],
      game_number: 2,
      current: { team1: 3, team2: 0 },
      serving: { team: 1 },
      revision: 3,
    });
    expect(saving).toMatchObject({ games: [[11, 9]], current: [3, 0] });
    const over = toLiveScore({
      match_id: 9,
      live_status: 'completed',
      games: [
        { game_number: 1, team1: 11, team2: 9 },
        { game_number: 2, team1: 11, team2: 4 },
      ],
      game_number: 2,
      current: { team1: 11, team2: 4 },
      serving: null,
      revision: 4,
    });
    expect(over).toMatchObject({
      games: [
        [11, 9],
        [11, 4],
      ],
      current: null,
      isLive: false,
    });
  });

  it('keeps the newer of two scores of a match', () => {
    const base = { matchId: 9, games: [], current: null, serving: null, isLive: true };
    expect(newerLiveScore({ ...base, revision: 5 }, { ...base, revision: 4 }).revision).toBe(5);
    expect(newerLiveScore({ ...base, revision: 5 }, { ...base, revision: 6 }).revision).toBe(6);
  });
});
