/**
 * The seed order of an event's entrants (SPEC §9 seeding methods):
 * - dupr_rating: best team rating first; unrated entrants after every rated one;
 * - random: a shuffle that the stored integer seed reproduces on any device (mulberry32, the
 *   match generator's source; never Math.random);
 * - manual: the order given (the organiser dragged it).
 * Equal ratings, and the order a shuffle starts from, fall back to registration time and then id,
 * so the same registrations always give the same draw.
 */
import { createSeededRandom, shuffleInPlace } from '../scheduling/random';

export type SeedingMethod = 'dupr_rating' | 'random' | 'manual';

export interface SeedingEntrant<Id extends string | number = string> {
  id: Id;
  /** The team's rating for the event's type (teamRating for pairs); null when unrated. */
  rating: number | null;
  /** ISO 8601 timestamp. */
  registered_at: string;
}

/**
 * A pair's rating for doubles and mixed doubles: the average of the partners' ratings (the UI
 * says "average"); a single player's own rating for singles. A team with an unrated partner is
 * unrated: half a rating would seed it on a number nobody has.
 */
export function teamRating(ratings: readonly (number | null)[]): number | null {
  if (ratings.length === 0 || ratings.some((rating) => rating === null)) return null;
  return (ratings as number[]).reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

function compareRegistration<Id extends string | number>(
  x: SeedingEntrant<Id>,
  y: SeedingEntrant<Id>,
): number {
  const tx = Date.parse(x.registered_at);
  const ty = Date.parse(y.registered_at);
  if (!Number.isNaN(tx) && !Number.isNaN(ty) && tx !== ty) return tx - ty;
  if (x.registered_at !== y.registered_at) return x.registered_at < y.registered_at ? -1 : 1;
  if (x.id === y.id) return 0;
  return x.id < y.id ? -1 : 1;
}

/** The entrants' ids in seed order (seed 1 first). `randomSeed` is required for `random`. */
export function seedEntrants<Id extends string | number>(
  entrants: readonly SeedingEntrant<Id>[],
  method: SeedingMethod,
  options: { randomSeed?: number } = {},
): Id[] {
  if (new Set(entrants.map((entrant) => entrant.id)).size !== entrants.length)
    throw new RangeError('entrant ids must be unique');
  switch (method) {
    case 'manual':
      return entrants.map((entrant) => entrant.id);
    case 'random': {
      if (options.randomSeed === undefined || !Number.isInteger(options.randomSeed))
        throw new RangeError('random seeding needs an integer randomSeed');
      const order = [...entrants].sort(compareRegistration);
      return shuffleInPlace(order, createSeededRandom(options.randomSeed)).map((entrant) => entrant.id);
    }
    case 'dupr_rating':
      return [...entrants]
        .sort((x, y) => {
          if (x.rating !== y.rating) {
            if (x.rating === null) return 1;
            if (y.rating === null) return -1;
            return y.rating - x.rating;
          }
          return compareRegistration(x, y);
        })
        .map((entrant) => entrant.id);
  }
}
