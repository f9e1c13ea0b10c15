import { describe, expect, it } from 'vitest';
import { addNextCandidates, signedUpPlayers, togglePlayer } from './player-selection';

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

describe('signedUpPlayers', () => {
  const signup = (id: number, status: 'confirmed' | 'waitlisted' | 'cancelled') =>
    ({ id: id * 10, status, player: { id, name: `Người ${id}`, username: `p${id}` } }) as never;

  it('takes the confirmed sign-ups in sign-up order, without a rating to show', () => {
    expect(
      signedUpPlayers({ signups: [signup(3, 'confirmed'), signup(1, 'confirmed'), signup(2, 'waitlisted')] }),
    ).toEqual([
      { id: 3, name: 'Người 3', username: 'p3', club_member: false },
      { id: 1, name: 'Người 1', username: 'p1', club_member: false },
    ]);
    expect(signedUpPlayers({ signups: [signup(4, 'cancelled')] })).toEqual([]);
    expect(signedUpPlayers(undefined)).toEqual([]);
  });
});
