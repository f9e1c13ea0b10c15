import { describe, expect, it } from 'vitest';
import { addNextCandidates, togglePlayer } from './player-selection';

const p = (id: number) => ({ id });

describe('addNextCandidates', () => {
  it('adds the next candidates not yet selected, in the order listed', () => {
    expect(addNextCandidates([p(2)], [p(1), p(2), p(3), p(4)], 2)).toEqual([p(2), p(1), p(3)]);
  });
  it('adds what is left when fewer candidates remain', () => {
    expect(addNextCandidates([p(1)], [p(1), p(2)], 8)).toEqual([p(1), p(2)]);
  });
});

describe('togglePlayer', () => {
  it('adds at the end and removes wherever the player is', () => {
    expect(togglePlayer([p(1)], p(2), true)).toEqual([p(1), p(2)]);
    expect(togglePlayer([p(1), p(2)], p(1), false)).toEqual([p(2)]);
  });
});
