import { scoreRally, startMatch } from '@pickleball/domain/scoring/engine';
import type { ScoringRules } from '@pickleball/domain/scoring/scoring.types';
import { describe, expect, it } from 'vitest';
import { buildCourtModel } from './live-court-model';

const RULES: ScoringRules = {
  scoring: 'sideout',
  discipline: 'doubles',
  targetPoints: 11,
  winBy: 2,
  bestOf: 3,
  firstServer: 'A',
};
const teams = {
  team1: [
    { id: 1, name: 'An', username: 'an' },
    { id: 2, name: 'Bình', username: 'binh' },
  ],
  team2: [
    { id: 3, name: 'Chi', username: 'chi' },
    { id: 4, name: 'Dũng', username: 'dung' },
  ],
};

describe('the live court', () => {
  it('puts the left-end team’s right court at the bottom and the right-end team’s at the top', () => {
    const model = buildCourtModel(startMatch(RULES), teams, false);
    expect(model.left.number).toBe(1);
    expect(model.left.cells.map((cell) => [cell.court, cell.player?.name])).toEqual([
      ['left', 'Bình'],
      ['right', 'An'],
    ]);
    expect(model.right.cells.map((cell) => [cell.court, cell.player?.name])).toEqual([
      ['right', 'Chi'],
      ['left', 'Dũng'],
    ]);
  });

  it('marks the server and the diagonal receiver, and says who serves from where', () => {
    const model = buildCourtModel(startMatch(RULES), teams, false);
    expect(model.serve).toMatchObject({ number: 1, serverNumber: 2, courtSide: 'right' });
    expect(model.serve.player?.name).toBe('An');
    expect(model.left.cells[1].isServer).toBe(true);
    expect(model.right.cells[0].isReceiver).toBe(true);
  });

  it('moves the server to the left court after a point, and flips the view when sides are switched', () => {
    const state = scoreRally(startMatch(RULES), 'A');
    const model = buildCourtModel(state, teams, true);
    expect(model.left.number).toBe(2);
    expect(model.right.number).toBe(1);
    expect(model.serve.courtSide).toBe('left');
    expect(model.right.score).toBe(1);
  });
});
