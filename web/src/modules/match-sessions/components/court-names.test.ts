import { describe, expect, it } from 'vitest';
import { courtsForNames, namedCourt } from './court-names';

describe('courts by name', () => {
  it('names a schedule’s court by its place in the names (court 1 first)', () => {
    const names = ['Sân 3', 'Sân 4'];
    expect(namedCourt(1, names)).toBe('Sân 3');
    expect(namedCourt(2, names)).toBe('Sân 4');
  });

  it('has no name for a court beyond the names, a blank name, or none at all', () => {
    expect(namedCourt(3, ['Sân 3', 'Sân 4'])).toBeNull();
    expect(namedCourt(1, ['  '])).toBeNull();
    expect(namedCourt(1, [])).toBeNull();
    expect(namedCourt(1, undefined)).toBeNull();
  });

  it('uses as many courts as are named, else the setting', () => {
    expect(courtsForNames(['Sân 3', 'Sân 4'], 4)).toBe(2);
    expect(courtsForNames(['Sân 3'], null)).toBe(1);
    expect(courtsForNames([], 3)).toBe(3);
    expect(courtsForNames([], null)).toBeNull();
  });
});
