import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sideOfPlayer } from './courts';
import { recordFault, replay, scoreRally, startMatch, undo } from './engine';
import { gamesNeeded, isGameOver, validateFinishedGame } from './rules';
import { ScoringError } from './scoring.errors';
import type { FaultType, MatchState, ScoringEvent, ScoringRules, Team } from './scoring.types';

const rulesArbitrary: fc.Arbitrary<ScoringRules> = fc.record(
  {
    scoring: fc.constantFrom('sideout' as const, 'rally' as const),
    discipline: fc.constantFrom('singles' as const, 'doubles' as const),
    targetPoints: fc.constantFrom(11, 15, 21),
    winBy: fc.constantFrom(1 as const, 2 as const),
    bestOf: fc.constantFrom(1 as const, 3 as const, 5 as const),
    firstServer: fc.constantFrom('A' as const, 'B' as const),
    tiebreakTarget: fc.integer({ min: 1, max: 21 }),
    rallyVariant: fc.constantFrom('usap-2026' as const, 'usap-2025' as const, 'mlp' as const),
  },
  { requiredKeys: ['scoring', 'discipline', 'targetPoints', 'winBy', 'bestOf', 'firstServer'] },
);

const FAULT_TYPES: FaultType[] = ['out', 'net', 'two-bounce', 'kitchen'];

/** Events where team A wins `bias`% of rallies, so that many runs reach the end of the match. */
const eventsArbitrary: fc.Arbitrary<ScoringEvent[]> = fc
  .tuple(
    fc.integer({ min: 15, max: 85 }),
    fc.array(
      fc.record({
        roll: fc.integer({ min: 0, max: 99 }),
        isFault: fc.boolean(),
        type: fc.constantFrom(...FAULT_TYPES),
        player: fc.option(fc.constantFrom(0 as const, 1 as const), { nil: undefined }),
      }),
      { maxLength: 400, size: 'max' },
    ),
  )
  .map(([bias, rolls]) =>
    rolls.map(({ roll, isFault, type, player }): ScoringEvent => {
      const winner: Team = roll < bias ? 'A' : 'B';
      if (!isFault) return { kind: 'rally', winner };
      const team: Team = winner === 'A' ? 'B' : 'A';
      return { kind: 'fault', fault: player === undefined ? { team, type } : { team, type, player } };
    }),
  );

function apply(state: MatchState, event: ScoringEvent): MatchState {
  return event.kind === 'rally' ? scoreRally(state, event.winner) : recordFault(state, event.fault);
}

/** Every state from the start, stopping when the match is over. */
function playAll(rules: ScoringRules, events: ScoringEvent[]): MatchState[] {
  const states = [startMatch(rules)];
  for (const event of events) {
    const last = states[states.length - 1]!;
    if (last.status === 'completed') break;
    states.push(apply(last, event));
  }
  return states;
}

function points(state: MatchState): number {
  return state.games.reduce((sum, game) => sum + game.A + game.B, 0);
}

describe('scoring engine properties', () => {
  it('scores only grow, one point at most per rally, and finished games never change', () => {
    fc.assert(
      fc.property(rulesArbitrary, eventsArbitrary, (rules, events) => {
        const states = playAll(rules, events);
        for (let i = 1; i < states.length; i += 1) {
          const before = states[i - 1]!;
          const after = states[i]!;
          expect(points(after) - points(before)).toBeGreaterThanOrEqual(0);
          expect(points(after) - points(before)).toBeLessThanOrEqual(1);
          expect(after.gamesWon.A).toBeGreaterThanOrEqual(before.gamesWon.A);
          expect(after.gamesWon.B).toBeGreaterThanOrEqual(before.gamesWon.B);
          expect(after.games.slice(0, before.games.length - 1)).toEqual(before.games.slice(0, -1));
          const current = before.games.length - 1;
          expect(after.games[current]!.A).toBeGreaterThanOrEqual(before.games[current]!.A);
          expect(after.games[current]!.B).toBeGreaterThanOrEqual(before.games[current]!.B);
          expect(after.history.length).toBe(before.history.length + 1);
        }
      }),
    );
  });

  it('undo after any sequence returns the earlier states', () => {
    fc.assert(
      fc.property(rulesArbitrary, eventsArbitrary, fc.nat(), fc.nat(), (rules, events, steps, pick) => {
        const states = playAll(rules, events);
        const last = states.length - 1;
        let state = states[last]!;
        for (let k = 1; k <= Math.min(steps % 4, last); k += 1) {
          state = undo(state);
          expect(state).toStrictEqual(states[last - k]);
        }
        if (last > 0) {
          const index = 1 + (pick % last);
          expect(undo(states[index]!)).toStrictEqual(states[index - 1]);
        }
      }),
    );
  });

  it('a game ends exactly when a team has the target and the margin', () => {
    fc.assert(
      fc.property(rulesArbitrary, eventsArbitrary, (rules, events) => {
        for (const state of playAll(rules, events)) {
          state.games.forEach((game, index) => {
            const isCurrent = index === state.games.length - 1 && state.status === 'in_progress';
            expect(isGameOver(rules, index + 1, game.A, game.B)).toBe(!isCurrent);
            if (isCurrent) {
              expect(game).not.toHaveProperty('winner');
            } else {
              expect(validateFinishedGame(rules, index + 1, game.A, game.B)).toBe('ok');
              expect(game.winner).toBe(game.A > game.B ? 'A' : 'B');
            }
          });
          expect(state.gameNumber).toBe(state.games.length);
        }
      }),
    );
  });

  it('the match never continues after it is won', () => {
    fc.assert(
      fc.property(rulesArbitrary, eventsArbitrary, (rules, events) => {
        const states = playAll(rules, events);
        const needed = gamesNeeded(rules);
        states.slice(0, -1).forEach((state) => {
          expect(state.status).toBe('in_progress');
          expect(Math.max(state.gamesWon.A, state.gamesWon.B)).toBeLessThan(needed);
        });
        const final = states[states.length - 1]!;
        if (final.status !== 'completed') return;
        const winner = final.winner!;
        expect(final.gamesWon[winner]).toBe(needed);
        expect(final.gamesWon[winner === 'A' ? 'B' : 'A']).toBeLessThan(needed);
        expect(final.games.length).toBe(final.gamesWon.A + final.gamesWon.B);
        for (const team of ['A', 'B'] as const) {
          expect(() => scoreRally(final, team)).toThrow(ScoringError);
          expect(() => recordFault(final, { team, type: 'out' })).toThrow(ScoringError);
        }
      }),
    );
  });

  it('the state is JSON-serialisable and replay(rules, history) equals it', () => {
    fc.assert(
      fc.property(rulesArbitrary, eventsArbitrary, (rules, events) => {
        const state = playAll(rules, events).pop()!;
        expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
        expect(replay(state.rules, state.history)).toStrictEqual(state);
      }),
    );
  });

  it('the server always stands where the score and the positions say', () => {
    fc.assert(
      fc.property(rulesArbitrary, eventsArbitrary, (rules, events) => {
        for (const state of playAll(rules, events)) {
          if (state.status === 'completed') continue;
          const { serving, rightCourt } = state;
          const game = state.games[state.games.length - 1]!;
          if (rules.discipline === 'singles') {
            expect(serving).toEqual({
              team: serving.team,
              serverNumber: 1,
              player: 0,
              courtSide: game[serving.team] % 2 === 0 ? 'right' : 'left',
            });
            continue;
          }
          expect(serving.courtSide).toBe(sideOfPlayer(rightCourt, serving.team, serving.player));
          if (rules.scoring === 'rally') expect(serving.serverNumber).toBe(1);
          if (rules.scoring === 'rally' && rules.rallyVariant === 'mlp') {
            expect(rightCourt).toEqual({ A: 0, B: 0 });
            expect(serving.courtSide).toBe(game[serving.team] % 2 === 0 ? 'right' : 'left');
          } else {
            // Side-out and USAP rally: a team's player 0 is in the right court exactly on an even score.
            for (const team of ['A', 'B'] as const) expect(rightCourt[team] === 0).toBe(game[team] % 2 === 0);
          }
        }
      }),
    );
  });
});
