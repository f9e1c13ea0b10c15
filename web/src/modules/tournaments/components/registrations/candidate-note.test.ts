import type { PlayerCandidate } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { candidateNote } from './candidate-note';

const person = (id: number, gender: PlayerCandidate['gender']): PlayerCandidate => ({
  id,
  name: `Player ${id}`,
  username: `player${id}`,
  gender,
  rating: null,
});

describe('a found player’s note in the entry dialog', () => {
  it('marks the player already chosen, whatever the event', () => {
    expect(candidateNote(person(1, 'male'), person(1, 'male'), 'doubles')).toBe('already_chosen');
    expect(candidateNote(person(2, 'male'), person(1, 'male'), 'doubles')).toBeNull();
  });

  it('warns of a mixed pair that is not one man and one woman', () => {
    expect(candidateNote(person(2, 'male'), person(1, 'male'), 'mixed_doubles')).toBe('same_gender');
    expect(candidateNote(person(2, 'other'), person(1, 'female'), 'mixed_doubles')).toBe('same_gender');
    expect(candidateNote(person(2, 'female'), person(1, 'male'), 'mixed_doubles')).toBeNull();
    expect(candidateNote(person(2, null), null, 'mixed_doubles')).toBe('gender_unknown');
    expect(candidateNote(person(2, 'female'), null, 'mixed_doubles')).toBeNull();
  });
});
