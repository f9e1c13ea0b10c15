import { describe, expect, it } from 'vitest';
import { callScore, recordFault, scoreRally, startMatch, undo } from './engine';
import { ScoringError } from './scoring.errors';
import { makeRules, play, scoreOf, scoreTo, start, winGame } from './scoring.testing';
import type { MatchState, RightCourt, Serving, Team } from './scoring.types';

type Step = [winner: Team, call: string, serving: Serving, rightCourt: RightCourt];

function serving(team: Team, serverNumber: 1 | 2, player: 0 | 1, courtSide: 'right' | 'left'): Serving {
  return { team, serverNumber, player, courtSide };
}

function expectError(run: () => unknown, code: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError);
    expect((error as ScoringError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('side-out doubles', () => {
  it('follows the serve sequence of a whole game: 0-0-2, server 2, side-outs, court changes', () => {
    let state = start();
    expect(callScore(state)).toBe('0-0-2');
    expect(state.serving).toEqual(serving('A', 2, 0, 'right'));
    const steps: Step[] = [
      ['A', '1-0-2', serving('A', 2, 0, 'left'), { A: 1, B: 0 }],
      ['B', '0-1-1', serving('B', 1, 0, 'right'), { A: 1, B: 0 }],
      ['B', '1-1-1', serving('B', 1, 0, 'left'), { A: 1, B: 1 }],
      ['A', '1-1-2', serving('B', 2, 1, 'right'), { A: 1, B: 1 }],
      ['B', '2-1-2', serving('B', 2, 1, 'left'), { A: 1, B: 0 }],
      ['A', '1-2-1', serving('A', 1, 1, 'right'), { A: 1, B: 0 }],
      ['A', '2-2-1', serving('A', 1, 1, 'left'), { A: 0, B: 0 }],
      ['B', '2-2-2', serving('A', 2, 0, 'right'), { A: 0, B: 0 }],
      ['B', '2-2-1', serving('B', 1, 0, 'right'), { A: 0, B: 0 }],
      ['B', '3-2-1', serving('B', 1, 0, 'left'), { A: 0, B: 1 }],
      ['B', '4-2-1', serving('B', 1, 0, 'right'), { A: 0, B: 0 }],
    ];
    for (const [winner, call, server, rightCourt] of steps) {
      state = scoreRally(state, winner);
      expect({ call: callScore(state), serving: state.serving, rightCourt: state.rightCourt }).toEqual({
        call,
        serving: server,
        rightCourt,
      });
      // The referee's cross-check: a team's starting right-court player is on the right on an even score.
      for (const team of ['A', 'B'] as const)
        expect(state.rightCourt[team] === 0).toBe(scoreOf(state)[team] % 2 === 0);
    }
    state = play(state, 'BBBBBB');
    expect(callScore(state)).toBe('10-2-1');
    state = scoreRally(state, 'B');
    expect(state.games[0]).toEqual({ A: 2, B: 11, winner: 'B' });
    expect(state.gameNumber).toBe(2);
    expect(state.games[1]).toEqual({ A: 0, B: 0 });
    expect(state.gamesWon).toEqual({ A: 0, B: 1 });
    expect(state.serving).toEqual(serving('B', 2, 0, 'right'));
    expect(state.rightCourt).toEqual({ A: 0, B: 0 });
    expect(callScore(state)).toBe('0-0-2');
  });

  it('gives the receivers no point when they win a rally', () => {
    const state = play(start(), 'AAB');
    expect(scoreOf(state)).toEqual({ A: 2, B: 0 });
    expect(state.serving.team).toBe('B');
  });
});

describe('singles', () => {
  it('serves from the right on an even score and the left on an odd one, always as server 1', () => {
    let state = start({ discipline: 'singles' });
    const expected: [Team, string, Serving][] = [
      ['A', '1-0', serving('A', 1, 0, 'left')],
      ['A', '2-0', serving('A', 1, 0, 'right')],
      ['B', '0-2', serving('B', 1, 0, 'right')],
      ['B', '1-2', serving('B', 1, 0, 'left')],
      ['A', '2-1', serving('A', 1, 0, 'right')],
      ['A', '3-1', serving('A', 1, 0, 'left')],
    ];
    expect(callScore(state)).toBe('0-0');
    for (const [winner, call, server] of expected) {
      state = scoreRally(state, winner);
      expect([callScore(state), state.serving]).toEqual([call, server]);
    }
  });

  it('in rally scoring, a receiver who wins the first rally serves from the left at 1-0', () => {
    const state = play(start({ discipline: 'singles', scoring: 'rally' }), 'B');
    expect([callScore(state), state.serving]).toEqual(['1-0', serving('B', 1, 0, 'left')]);
  });
});

describe('rally scoring, usap-2026 (default)', () => {
  const rally = { scoring: 'rally', bestOf: 1 } as const;

  it('scores every rally, switches the scoring team and serves a new turn from the right court', () => {
    let state = start(rally);
    expect([callScore(state), state.serving]).toEqual(['0-0', serving('A', 1, 0, 'right')]);
    state = scoreRally(state, 'B');
    expect([callScore(state), state.serving, state.rightCourt]).toEqual([
      '1-0',
      serving('B', 1, 1, 'right'),
      { A: 0, B: 1 },
    ]);
    state = scoreRally(state, 'A');
    expect([callScore(state), state.serving, state.rightCourt]).toEqual([
      '1-1',
      serving('A', 1, 1, 'right'),
      { A: 1, B: 1 },
    ]);
    state = scoreRally(state, 'A');
    expect([callScore(state), state.serving, state.rightCourt]).toEqual([
      '2-1',
      serving('A', 1, 1, 'left'),
      { A: 0, B: 1 },
    ]);
  });

  it('lets the receiving team win the game on the last rally', () => {
    const state = play(start(rally), 'AAAAAAAAAA BBBBBBBB');
    expect([callScore(state), state.serving.team]).toEqual(['8-10', 'B']);
    const won = scoreRally(state, 'A');
    expect(won.status).toBe('completed');
    expect(won.games[0]).toEqual({ A: 11, B: 8, winner: 'A' });
  });
});

describe('rally scoring, usap-2025 (serve to win)', () => {
  const rally = { scoring: 'rally', bestOf: 1, rallyVariant: 'usap-2025' } as const;

  it('gives a receiving team at game point only the serve, then the game on its serve', () => {
    const state = play(start(rally), 'AAAAAAAAAA BBBBBBBB');
    const sideOut = scoreRally(state, 'A');
    expect(scoreOf(sideOut)).toEqual({ A: 10, B: 8 });
    expect([callScore(sideOut), sideOut.serving, sideOut.rightCourt]).toEqual([
      '10-8',
      serving('A', 1, 0, 'right'),
      state.rightCourt,
    ]);
    const won = scoreRally(sideOut, 'A');
    expect(won.games[0]).toEqual({ A: 11, B: 8, winner: 'A' });
  });

  it('still scores for the receivers when the point would not end the game (10-10, win by 2)', () => {
    const state = play(start(rally), 'AAAAAAAAAA BBBBBBBBBB');
    expect(callScore(state)).toBe('10-10');
    expect(scoreOf(scoreRally(state, 'A'))).toEqual({ A: 11, B: 10 });
  });
});

describe('rally scoring, mlp', () => {
  const mlp = { scoring: 'rally', bestOf: 1, rallyVariant: 'mlp' } as const;

  it('keeps partners on their sides and picks the server by the serving score', () => {
    let state = scoreRally(start(mlp), 'A');
    expect([state.serving, state.rightCourt]).toEqual([serving('A', 1, 1, 'left'), { A: 0, B: 0 }]);
    state = scoreRally(state, 'B');
    expect([callScore(state), state.serving]).toEqual(['1-1', serving('B', 1, 1, 'left')]);
    state = scoreRally(state, 'B');
    expect([callScore(state), state.serving, state.rightCourt]).toEqual([
      '2-1',
      serving('B', 1, 0, 'right'),
      { A: 0, B: 0 },
    ]);
  });

  it('freezes a team at game point: it scores only on serve while the other team still scores', () => {
    const atGamePoint = play(start(mlp), 'AAAAAAAAAA B');
    expect(callScore(atGamePoint)).toBe('1-10');
    const sideOut = scoreRally(atGamePoint, 'A');
    expect([callScore(sideOut), sideOut.serving.team]).toEqual(['10-1', 'A']);
    expect(scoreOf(scoreRally(sideOut, 'B'))).toEqual({ A: 10, B: 2 });
    expect(scoreRally(sideOut, 'A').games[0]).toEqual({ A: 11, B: 1, winner: 'A' });
  });

  it('freezes both teams at 10-10: the receivers only gain the serve', () => {
    const state = play(start(mlp), 'AAAAAAAAAA BBBBBBBBBB');
    expect(scoreOf(scoreRally(state, 'A'))).toEqual({ A: 10, B: 10 });
  });
});

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
    expectError(() => startMatch({ ...makeRules(), ...overrides } as never), 'scoring.invalid_rules');
  });

  it('refuses rallies and faults once the match is over', () => {
    const over = winGame(start({ bestOf: 1 }), 'B');
    expectError(() => scoreRally(over, 'A'), 'scoring.match_over');
    expectError(() => recordFault(over, { team: 'A', type: 'out' }), 'scoring.match_over');
  });

  it('refuses to undo when nothing happened yet', () => {
    expectError(() => undo(start()), 'scoring.nothing_to_undo');
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
