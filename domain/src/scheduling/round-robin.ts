/**
 * The circle method, shared with the tournaments draw engine: entrants sit round a circle with
 * one seat fixed (the bye when the count is odd); each round pairs seats across the circle and
 * then everyone but the fixed seat moves one place. Every pair meets exactly once.
 *
 * Who is listed first (serves first) is balanced: in a pair (r + k, r − k) the seat at r + k is
 * listed first, so every moving seat is first in exactly half of its games against other moving
 * seats; the fixed seat's games alternate by round parity. Each entrant ends listed first
 * ⌊(n−1)/2⌋ or ⌈(n−1)/2⌉ times.
 */

/**
 * No upper bound here: the club-night generator caps its players itself (assertPlayers in
 * cycle-size.ts), while a tournament's round robin or pool may hold up to the event's size.
 */
export function roundRobinRounds(entrants: number): [number, number][][] {
  if (!Number.isInteger(entrants) || entrants < 2)
    throw new RangeError(`a round robin needs a whole number ≥ 2 of entrants, got ${entrants}`);
  const seats = entrants % 2 === 0 ? entrants : entrants + 1;
  const moving = seats - 1;
  const fixed = seats - 1; // 0-based seat; it is the bye when entrants is odd
  const rounds: [number, number][][] = [];
  for (let r = 0; r < moving; r += 1) {
    const round: [number, number][] = [];
    if (fixed < entrants) round.push(r % 2 === 0 ? [fixed + 1, r + 1] : [r + 1, fixed + 1]);
    for (let k = 1; k < seats / 2; k += 1) {
      const first = (r + k) % moving;
      const second = (r - k + moving) % moving;
      round.push([first + 1, second + 1]);
    }
    rounds.push(round);
  }
  return rounds;
}
