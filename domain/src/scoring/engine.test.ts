import { describe, expect, it } from 'vitest';
import { callScore, scoreRally } from './engine';
import { play, scoreOf, start } from './scoring.testing';
import type { RightCourt, Serving, Team } from './scoring.types';

type Step = [winner: Team, call: string, serving: Serving, rightCourt: RightCourt];

function serving(team: Team, serverNumber: 1 | 2, player: 0 | 1, courtSide: 'right' | 'left'): Serving {
  return { team, serverNumber, player, courtSide };
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
