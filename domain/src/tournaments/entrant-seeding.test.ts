import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SeedingEntrant, seedEntrants, teamRating } from './entrant-seeding';

const entrant = (id: string, rating: number | null, registered_at: string): SeedingEntrant => ({
  id,
  rating,
  registered_at,
});

const entrantsArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    rating: fc.option(fc.constantFrom(2.5, 3, 3.25, 3.5, 4, 4.125, 5.5), { nil: null }),
    registered_at: fc.integer({ min: 0, max: 5 }).map((day) => `2025-03-0${day + 1}T08:00:00.000Z`),
  }),
  { selector: (e) => e.id, minLength: 0, maxLength: 40 },
);

describe('teamRating', () => {
  it('averages a pair, keeps a single player’s rating, and leaves a team with an unrated partner unrated', () => {
    expect(teamRating([4.0, 3.5])).toBe(3.75);
    expect(teamRating([4.125])).toBe(4.125);
    expect(teamRating([4.0, null])).toBeNull();
    expect(teamRating([])).toBeNull();
  });
});

describe('seedEntrants', () => {
  const field = [
    entrant('c', 3.5, '2025-03-01T09:00:00Z'),
    entrant('a', null, '2025-03-01T08:00:00Z'),
    entrant('d', 4.25, '2025-03-02T08:00:00Z'),
    entrant('b', 3.5, '2025-03-01T08:30:00Z'),
    entrant('e', 3.5, '2025-03-01T08:30:00Z'),
  ];

  it('dupr_rating: best first, unrated last, equal ratings by registration time then id', () => {
    expect(seedEntrants(field, 'dupr_rating')).toEqual(['d', 'b', 'e', 'c', 'a']);
  });

  it('manual: the order given', () => {
    expect(seedEntrants(field, 'manual')).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it('random: the stored seed reproduces the order, another seed gives another', () => {
    const first = seedEntrants(field, 'random', { randomSeed: 42 });
    expect(seedEntrants([...field].reverse(), 'random', { randomSeed: 42 })).toEqual(first);
    const many = Array.from({ length: 12 }, (_, i) => entrant(`p${i}`, null, '2025-03-01T08:00:00Z'));
    expect(seedEntrants(many, 'random', { randomSeed: 1 })).not.toEqual(
      seedEntrants(many, 'random', { randomSeed: 2 }),
    );
    expect(() => seedEntrants(field, 'random')).toThrow(RangeError);
  });

  it('refuses two entrants with one id', () => {
    expect(() => seedEntrants([field[0] as SeedingEntrant, field[0] as SeedingEntrant], 'manual')).toThrow(
      RangeError,
    );
  });

  it('every method returns each entrant once; rating order never puts a lower rating or an unrated entrant first', () => {
    fc.assert(
      fc.property(entrantsArbitrary, fc.integer(), (entrants, randomSeed) => {
        const ids = entrants.map((e) => e.id).sort();
        for (const method of ['dupr_rating', 'random', 'manual'] as const)
          expect([...seedEntrants(entrants, method, { randomSeed })].sort()).toEqual(ids);
        const byId = new Map(entrants.map((e) => [e.id, e]));
        const ratings = seedEntrants(entrants, 'dupr_rating').map((id) => byId.get(id)?.rating ?? null);
        for (let i = 1; i < ratings.length; i += 1) {
          const before = ratings[i - 1] ?? null;
          const after = ratings[i] ?? null;
          if (after !== null) expect(before === null ? -1 : before).toBeGreaterThanOrEqual(after);
        }
        // The input order never matters for rating or random order.
        const shuffled = [...entrants].reverse();
        expect(seedEntrants(shuffled, 'dupr_rating')).toEqual(seedEntrants(entrants, 'dupr_rating'));
        expect(seedEntrants(shuffled, 'random', { randomSeed })).toEqual(
          seedEntrants(entrants, 'random', { randomSeed }),
        );
      }),
    );
  });
});
