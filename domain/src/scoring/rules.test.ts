import { describe, expect, it } from 'vitest';
import {
  countGamesWon,
  findFirstServer,
  gamesNeeded,
  getEndChangeScore,
  isGameOver,
  isMatchDecided,
  targetForGame,
  validateFinishedGame,
} from './rules';
import { FaultSchema, ScoringEventSchema, ScoringRulesSchema } from './scoring.schemas';
import { makeRules } from './scoring.testing';

describe('match format helpers', () => {
  it('needs 1 game of 1, 2 of 3 and 3 of 5', () => {
    expect([1, 3, 5].map((bestOf) => gamesNeeded({ bestOf: bestOf as 1 | 3 | 5 }))).toEqual([1, 2, 3]);
  });

  it('uses the tiebreak target only in the deciding game', () => {
    const rules = makeRules({ bestOf: 3, tiebreakTarget: 15 });
    expect([1, 2, 3].map((game) => targetForGame(rules, game))).toEqual([11, 11, 15]);
    expect(targetForGame(makeRules({ bestOf: 3 }), 3)).toBe(11);
    expect(targetForGame(makeRules({ bestOf: 1, targetPoints: 21, tiebreakTarget: 15 }), 1)).toBe(15);
  });

  it('changes ends mid-game only in the deciding game, at 6, 8 and 11', () => {
    expect(getEndChangeScore(makeRules({ bestOf: 3 }), 2)).toBeNull();
    expect(getEndChangeScore(makeRules({ bestOf: 3 }), 3)).toBe(6);
    expect(getEndChangeScore(makeRules({ bestOf: 1, targetPoints: 15 }), 1)).toBe(8);
    expect(getEndChangeScore(makeRules({ bestOf: 5, targetPoints: 21 }), 5)).toBe(11);
    expect(getEndChangeScore(makeRules({ bestOf: 1, tiebreakTarget: 7 }), 1)).toBe(4);
  });

  it('opens odd games with the first server and even games with the other team', () => {
    expect([1, 2, 3, 4, 5].map((game) => findFirstServer({ firstServer: 'B' }, game))).toEqual([
      'B',
      'A',
      'B',
      'A',
      'B',
    ]);
  });
});

describe('isGameOver', () => {
  it.each([
    [2, 11, 9, true],
    [2, 11, 10, false],
    [2, 12, 10, true],
    [2, 10, 12, true],
    [1, 11, 10, true],
    [1, 10, 10, false],
    [2, 10, 0, false],
  ] as const)('win by %i: %i-%i over = %s', (winBy, a, b, over) => {
    expect(isGameOver(makeRules({ winBy }), 1, a, b)).toBe(over);
  });
});

describe('validateFinishedGame', () => {
  it.each([
    [2, 12, 10, 'ok'],
    [2, 11, 9, 'ok'],
    [2, 3, 11, 'ok'],
    [2, 13, 10, 'impossible'],
    [2, 11, 10, 'not_finished'],
    [2, 14, 14, 'not_finished'],
    [2, 5, 3, 'not_finished'],
    [1, 11, 10, 'ok'],
    [1, 10, 11, 'ok'],
    [1, 12, 10, 'impossible'],
    [1, 11, 11, 'impossible'],
    [1, 10, 10, 'not_finished'],
    [2, -1, 11, 'impossible'],
    [2, 11.5, 3, 'impossible'],
  ] as const)('win by %i: %i-%i is %s', (winBy, a, b, result) => {
    expect(validateFinishedGame(makeRules({ winBy }), 1, a, b)).toBe(result);
  });

  it('checks the deciding game against its tiebreak target', () => {
    const rules = makeRules({ bestOf: 3, tiebreakTarget: 15 });
    expect(validateFinishedGame(rules, 3, 15, 9)).toBe('ok');
    expect(validateFinishedGame(rules, 3, 11, 9)).toBe('not_finished');
    expect(validateFinishedGame(rules, 2, 15, 9)).toBe('impossible');
  });
});

describe('isMatchDecided', () => {
  const rules = makeRules({ bestOf: 3 });

  it('is decided once a team has won the games it needs', () => {
    expect(isMatchDecided(rules, [{ A: 11, B: 4 }])).toBe(false);
    expect(
      isMatchDecided(rules, [
        { A: 11, B: 4 },
        { A: 5, B: 11 },
      ]),
    ).toBe(false);
    expect(
      isMatchDecided(rules, [
        { A: 11, B: 4 },
        { A: 5, B: 11 },
        { A: 12, B: 10 },
      ]),
    ).toBe(true);
    expect(
      isMatchDecided(rules, [
        { A: 11, B: 4 },
        { A: 11, B: 10 },
      ]),
    ).toBe(false);
    expect(
      countGamesWon(rules, [
        { A: 11, B: 4 },
        { A: 5, B: 11 },
        { A: 3, B: 2 },
      ]),
    ).toEqual({ A: 1, B: 1 });
  });
});

describe('schemas', () => {
  it('accepts valid rules and rejects targets, margins and formats outside the rulebook', () => {
    expect(ScoringRulesSchema.safeParse(makeRules({ rallyVariant: 'mlp', tiebreakTarget: 15 })).success).toBe(
      true,
    );
    for (const bad of [{ targetPoints: 13 }, { winBy: 0 }, { bestOf: 4 }, { tiebreakTarget: -1 }]) {
      expect(ScoringRulesSchema.safeParse({ ...makeRules(), ...bad }).success).toBe(false);
    }
  });

  it('reports a wrong target as a translatable one_of issue, not English', () => {
    const result = ScoringRulesSchema.safeParse({ ...makeRules(), targetPoints: 12 });
    expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_value', path: ['targetPoints'] });
  });

  it('validates faults and events', () => {
    expect(FaultSchema.safeParse({ team: 'A', type: 'kitchen', player: 1 }).success).toBe(true);
    expect(FaultSchema.safeParse({ team: 'A', type: 'foot' }).success).toBe(false);
    expect(FaultSchema.safeParse({ team: 'C', type: 'out' }).success).toBe(false);
    expect(FaultSchema.safeParse({ team: 'A', type: 'out', player: 2 }).success).toBe(false);
    expect(ScoringEventSchema.safeParse({ kind: 'rally', winner: 'B' }).success).toBe(true);
    expect(ScoringEventSchema.safeParse({ kind: 'fault', fault: { team: 'B', type: 'net' } }).success).toBe(
      true,
    );
    expect(ScoringEventSchema.safeParse({ kind: 'let' }).success).toBe(false);
  });
});
