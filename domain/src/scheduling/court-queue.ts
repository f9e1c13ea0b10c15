/**
 * Court queue mode of a club night: games end at different times, so instead of fixed rounds the
 * next game is formed whenever a court is reported free, from the players waiting. Pure and
 * deterministic (the same queue and history give the same game). The rules, in order:
 * 1. fewest games first (hard): nobody waits while a player with more games tonight is picked;
 *    among players with as many games as the last one needed, the longest waiting are preferred;
 * 2. partners not repeated while avoidable, then opponents not repeated while avoidable;
 * 3. longest waiting (among those rule 1 leaves free to choose);
 * 4. optionally, the chosen players split into teams whose ratings are as close as possible.
 * "Avoidable" looks at the players rule 1 must take plus the CHOICE_POOL longest waiting of the
 * next level of games (so a pick takes a couple of milliseconds at most with 48 waiting); a repeat is
 * kept only when every choice among them repeats too.
 */

export interface QueuedPlayer {
  id: number;
  /** Games played (or on court) tonight. */
  games: number;
  /** When the player became free to play (arrival, or the end of their last game): smaller waited longer. */
  waitingSince: number;
  /** For the optional balance by rating; unknown counts as the mean of the known ones. */
  rating?: number | null;
}

/** A game as player ids: doubles [[a, b], [c, d]]; singles [[a], [b]]. */
export type QueueGame = [number[], number[]];

export interface QueuePickOptions {
  kind?: 'doubles' | 'singles';
  /** Split the chosen players into teams of close ratings (rule 4). */
  balanceByRating?: boolean;
}

export interface QueuePick {
  game: QueueGame;
  /** Partnerships of the game that were partners before tonight (0 when avoidable). */
  partnerRepeats: number;
  /** Opposing pairs of the game that had met before tonight. */
  opponentRepeats: number;
}

/** How many players of the boundary level of games the pick may choose among. */
export const CHOICE_POOL = 12;

const pairKey = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

/** Who partnered and who opposed whom in tonight's games so far. */
export interface QueueHistory {
  partners: ReadonlyMap<string, number>;
  opponents: ReadonlyMap<string, number>;
}

export function queueHistory(games: readonly QueueGame[]): QueueHistory {
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const bump = (counts: Map<string, number>, x: number, y: number) =>
    counts.set(pairKey(x, y), (counts.get(pairKey(x, y)) ?? 0) + 1);
  for (const [one, two] of games) {
    for (const team of [one, two])
      for (let i = 0; i < team.length; i += 1)
        for (let j = i + 1; j < team.length; j += 1) bump(partners, team[i] as number, team[j] as number);
    for (const x of one) for (const y of two) bump(opponents, x, y);
  }
  return { partners, opponents };
}

/** Rule 1 order: fewest games, longest waiting, then id (so ties are settled the same way every time). */
const byQueueOrder = (a: QueuedPlayer, b: QueuedPlayer): number =>
  a.games - b.games || a.waitingSince - b.waitingSince || a.id - b.id;

/**
 * The players rule 1 must take (fewer games than the last place needs) and those it may choose
 * among (the next level of games, the CHOICE_POOL longest waiting).
 */
function queueCandidates(
  waiting: readonly QueuedPlayer[],
  seats: number,
): { forced: QueuedPlayer[]; pool: QueuedPlayer[] } {
  const sorted = [...waiting].sort(byQueueOrder);
  const level = (sorted[seats - 1] as QueuedPlayer).games;
  const forced = sorted.filter((player) => player.games < level);
  const pool = sorted.filter((player) => player.games === level).slice(0, CHOICE_POOL);
  return { forced, pool };
}

/** The ways to split seats [0, 1, 2, 3] into two teams (singles: [0] against [1]). */
const SPLITS: Record<number, readonly (readonly [readonly number[], readonly number[]])[]> = {
  2: [[[0], [1]]],
  4: [
    [
      [0, 1],
      [2, 3],
    ],
    [
      [0, 2],
      [1, 3],
    ],
    [
      [0, 3],
      [1, 2],
    ],
  ],
};

/** The next game for a free court, or null when too few are waiting. */
export function pickNextGame(
  waiting: readonly QueuedPlayer[],
  history: QueueHistory,
  options: QueuePickOptions = {},
): QueuePick | null {
  const seats = options.kind === 'singles' ? 2 : 4;
  if (new Set(waiting.map((player) => player.id)).size !== waiting.length)
    throw new RangeError('a player is queued twice');
  if (waiting.length < seats) return null;
  const { forced, pool } = queueCandidates(waiting, seats);
  // The few candidates' pairs, looked up once: the search below only reads these tables.
  const candidates = [...forced, ...pool];
  const m = candidates.length;
  const partnered = new Uint8Array(m * m);
  const opposed = new Uint8Array(m * m);
  for (let i = 0; i < m; i += 1)
    for (let j = i + 1; j < m; j += 1) {
      const pair = pairKey((candidates[i] as QueuedPlayer).id, (candidates[j] as QueuedPlayer).id);
      partnered[i * m + j] = partnered[j * m + i] = history.partners.has(pair) ? 1 : 0;
      opposed[i * m + j] = opposed[j * m + i] = history.opponents.has(pair) ? 1 : 0;
    }
  const known = waiting.flatMap((player) => (typeof player.rating === 'number' ? [player.rating] : []));
  const mean = known.length > 0 ? known.reduce((sum, rating) => sum + rating, 0) / known.length : 0;
  const rating = candidates.map((player) => player.rating ?? mean);

  const seat = Array.from({ length: seats }, (_, index) => index); // candidate index per seat
  const best = {
    cost: [Number.POSITIVE_INFINITY],
    seats: [] as number[],
    split: 0,
    partners: 0,
    opponents: 0,
  };
  const evaluate = (wait: number) => {
    SPLITS[seats]!.forEach(([one, two], split) => {
      let partners = 0;
      if (one.length === 2) {
        partners += partnered[seat[one[0]!]! * m + seat[one[1]!]!]!;
        partners += partnered[seat[two[0]!]! * m + seat[two[1]!]!]!;
      }
      let opponents = 0;
      let gap = 0;
      for (const x of one) for (const y of two) opponents += opposed[seat[x]! * m + seat[y]!]!;
      if (options.balanceByRating) {
        for (const x of one) gap += rating[seat[x]!]!;
        for (const y of two) gap -= rating[seat[y]!]!;
      }
      const cost = [partners, opponents, wait, Math.abs(gap)];
      if (isLess(cost, best.cost))
        Object.assign(best, { cost, seats: [...seat], split, partners, opponents });
    });
  };
  // Seats 0..forced-1 hold the forced players; the rest take each `choose`-subset of the pool, in
  // the pool's order (its position is its waiting rank, summed as the cost of waiting).
  const fill = (position: number, from: number, wait: number) => {
    if (position === seats) return evaluate(wait);
    for (let k = from; k <= pool.length - (seats - position); k += 1) {
      seat[position] = forced.length + k;
      fill(position + 1, k + 1, wait + k);
    }
  };
  fill(forced.length, 0, 0);
  const [one, two] = SPLITS[seats]![best.split]!;
  const idOf = (index: number) => (candidates[best.seats[index]!] as QueuedPlayer).id;
  return {
    game: [one.map(idOf), two.map(idOf)],
    partnerRepeats: best.partners,
    opponentRepeats: best.opponents,
  };
}

/** Lexicographic comparison of two costs (the first difference decides; equal is not less). */
function isLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}
