import { describe, expect, it } from 'vitest';
import { callScore, recordFault, scoreRally, startMatch, undo } from './engine';
import { expectScoringError, makeRules, play, scoreTo, start, winGame } from './scoring.testing';
import type { MatchState, Team } from './scoring.types';

describe('ends', () => {
  function endsAt(state: MatchState): [Team, boolean] {
    return [state.ends.left, state.endsSwitched];
  }

  it.each([
    [11, 6],
    [15, 8],
    [21, 11],
  ] as const)('switches once in a single game to %i when the first team reaches %i', (target, at) => {
    const before = scoreTo(start({ scoring: 'rally', bestOf: 1, targetPoints: target }), 'A', at - 1);
    expect(endsAt(before)).toEqual(['A', false]);
    const switched = scoreRally(before, 'A');
    expect(endsAt(switched)).toEqual(['B', true]);
    expect(endsAt(scoreTo(scoreTo(switched, 'B', at + 1), 'A', at + 1))).toEqual(['B', true]);
  });

  it('switches after each game and only in the deciding game at its midpoint', () => {
    let state = start({ bestOf: 3 });
    state = scoreTo(state, 'A', 7);
    expect(endsAt(state)).toEqual(['A', false]);
    state = winGame(state, 'A');
    expect(endsAt(state)).toEqual(['B', false]);
    state = winGame(scoreTo(state, 'B', 7), 'B');
    expect([state.gameNumber, ...endsAt(state)]).toEqual([3, 'A', false]);
    state = scoreTo(state, 'B', 6);
    expect(endsAt(state)).toEqual(['B', true]);
  });

  it('uses the tiebreak target for the deciding game and its midpoint', () => {
    let state = start({ scoring: 'rally', bestOf: 3, tiebreakTarget: 15 });
    state = winGame(winGame(state, 'A'), 'B');
    state = scoreTo(state, 'A', 7);
    expect(endsAt(state)).toEqual(['A', false]);
    state = scoreTo(state, 'A', 8);
    expect(endsAt(state)).toEqual(['B', true]);
    state = scoreTo(state, 'A', 14);
    expect(state.status).toBe('in_progress');
    expect(scoreRally(state, 'A').games[2]).toEqual({ A: 15, B: 0, winner: 'A' });
  });
});

describe('games and matches', () => {
  it('alternates the first server across games, whoever won the game before', () => {
    let state = start({ bestOf: 5, firstServer: 'B' });
    const firstServers: Team[] = [state.serving.team];
    for (const winner of ['A', 'A', 'B', 'B'] as const) {
      state = winGame(state, winner);
      firstServers.push(state.serving.team);
    }
    expect(firstServers).toEqual(['B', 'A', 'B', 'A', 'B']);
  });

  it.each([
    [1, 'A', 1],
    [3, 'AA', 2],
    [3, 'ABA', 3],
    [5, 'AAA', 3],
    [5, 'ABABA', 5],
  ] as const)('ends a best of %i as soon as a team has the games it needs (%s)', (bestOf, winners, games) => {
    let state = start({ bestOf });
    for (const [index, winner] of [...winners].entries()) {
      expect(state.status).toBe('in_progress');
      state = winGame(state, winner === 'A' ? 'A' : 'B');
      expect(state.gameNumber).toBe(Math.min(index + 2, games));
    }
    expect([state.status, state.winner, state.games.length]).toEqual(['completed', 'A', games]);
    expect(state.gamesWon.A).toBe(Math.floor(bestOf / 2) + 1);
  });

  it('ends a win-by-1 game at the target and a win-by-2 game only with a 2-point lead', () => {
    const deuce = 'AAAAAAAAAA BBBBBBBBBB A';
    expect(play(start({ scoring: 'rally', bestOf: 1, winBy: 1 }), deuce).status).toBe('completed');
    const byTwo = play(start({ scoring: 'rally', bestOf: 1 }), deuce);
    expect([byTwo.status, callScore(byTwo)]).toEqual(['in_progress', '11-10']);
    expect(scoreRally(byTwo, 'A').games[0]).toEqual({ A: 12, B: 10, winner: 'A' });
  });

  it('calls the final game from the winner’s side once the match is over', () => {
    const state = play(start({ scoring: 'rally', bestOf: 1 }), 'AAAAAAA BBBBBBBBBBB');
    expect([state.winner, callScore(state)]).toEqual(['B', '11-7']);
  });
});

describe('undo', () => {
  it('goes back across a game boundary to the exact earlier state', () => {
    const before = scoreTo(start(), 'A', 10);
    const nextGame = scoreRally(before, 'A');
    expect(nextGame.gameNumber).toBe(2);
    expect(undo(nextGame)).toEqual(before);
  });

  it('reopens the match when the match-winning rally is undone', () => {
    const before = scoreTo(start({ bestOf: 1 }), 'A', 10);
    const reopened = undo(scoreRally(before, 'A'));
    expect(reopened.status).toBe('in_progress');
    expect(reopened).not.toHaveProperty('winner');
    expect(scoreRally(reopened, 'B').status).toBe('in_progress');
  });

  it('undoes a fault, its log entry included', () => {
    const before = play(start(), 'A');
    expect(undo(recordFault(before, { team: 'B', type: 'out' }))).toEqual(before);
  });
});

describe('faults', () => {
  it('gives the rally to the other team and logs the fault with the score before it', () => {
    const fault = { team: 'B', player: 1, type: 'kitchen', description: 'foot on the line' } as const;
    const state = recordFault(start(), fault);
    expect(callScore(state)).toBe('1-0-2');
    expect(state.faults).toEqual([{ ...fault, gameNumber: 1, score: { A: 0, B: 0 } }]);
    expect(state.history).toEqual([{ kind: 'fault', fault }]);
    const sideOut = recordFault(state, { team: 'A', type: 'net' });
    expect(callScore(sideOut)).toBe('0-1-1');
    expect(sideOut.faults[1]).toEqual({ team: 'A', type: 'net', gameNumber: 1, score: { A: 1, B: 0 } });
  });
});

describe('errors', () => {
  it.each([
    ['a target of 12', { targetPoints: 12 }],
    ['a win by 3', { winBy: 3 }],
    ['a best of 2', { bestOf: 2 }],
    ['a tiebreak target of 0', { tiebreakTarget: 0 }],
    ['a tiebreak target of 7.5', { tiebreakTarget: 7.5 }],
    ['an unknown variant', { rallyVariant: 'ppa' }],
  ])('rejects rules with %s', (_label, overrides) => {
    expectScoringError(() => startMatch({ ...makeRules(), ...overrides } as never), 'scoring.invalid_rules');
  });

  it('refuses rallies and faults once the match is over', () => {
    const over = winGame(start({ bestOf: 1 }), 'B');
    expectScoringError(() => scoreRally(over, 'A'), 'scoring.match_over');
    expectScoringError(() => recordFault(over, { team: 'A', type: 'out' }), 'scoring.match_over');
  });

  it('refuses to undo when nothing happened yet', () => {
    expectScoringError(() => undo(start()), 'scoring.nothing_to_undo');
  });

  it('never changes the state it is given', () => {
    const state = play(start(), 'ABBA');
    const copy = JSON.parse(JSON.stringify(state));
    scoreRally(state, 'A');
    recordFault(state, { team: 'A', type: 'two-bounce' });
    undo(state);
    expect(state).toEqual(copy);
  });
});
