/**
 * The rest of a club night, planned again when players arrive late or leave early. Rounds already
 * played are the input and never change; the rounds returned follow the generator's rules, with
 * the whole night counted:
 * 1. nobody sits twice in a row while the round can be filled without it (hard);
 * 2. sit-outs even over the night, in proportion to the rounds each player was there: the players
 *    who sat less than their share sit first (a late arrival owes no sit-outs for rounds missed),
 *    then those with the most games, then a seeded draw;
 * 3. no partnership repeated while the round's players can all be paired with partners they never
 *    had (a maximum matching of the unused partnerships: the fewest repeats any pairing allows);
 * 4. opponents spread: partnerships are set against each other so that pairs who met least meet.
 * Pure and deterministic for a seed.
 */
import { maximumMatching } from './max-matching';
import { createSeededRandom, shuffleInPlace } from './random';

/** A game as player ids: [[a, b], [c, d]]. */
export type NightGame = [[number, number], [number, number]];

/** A round of the night: its games, and who was there (those not in a game sat out). */
export interface NightRound {
  games: readonly NightGame[];
  present: readonly number[];
}

export interface ReplanInput {
  /** The rounds played or started, in order (never changed). */
  played: readonly NightRound[];
  /** Who is there from now on. */
  present: readonly number[];
  /** How many rounds to plan. */
  rounds: number;
  courts: number;
  seed?: number;
}

const pairKey = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

/** What the night so far says about each player and each pair. */
interface NightTally {
  games: Map<number, number>;
  sitOuts: Map<number, number>;
  /** Σ over the rounds a player was there of (sitters ÷ present) that round: their fair share of sit-outs. */
  share: Map<number, number>;
  partners: Map<string, number>;
  opponents: Map<string, number>;
  /** Who sat out in the last round (empty before the first). */
  satLast: Set<number>;
}

function add(counts: Map<string, number> | Map<number, number>, key: string | number, by = 1) {
  (counts as Map<typeof key, number>).set(key, ((counts as Map<typeof key, number>).get(key) ?? 0) + by);
}

function tally(rounds: readonly NightRound[]): NightTally {
  const night: NightTally = {
    games: new Map(),
    sitOuts: new Map(),
    share: new Map(),
    partners: new Map(),
    opponents: new Map(),
    satLast: new Set(),
  };
  for (const round of rounds) record(night, round);
  return night;
}

function record(night: NightTally, round: NightRound): void {
  const playing = new Set(round.games.flat(2));
  const sitters = round.present.filter((player) => !playing.has(player));
  for (const player of round.present) add(night.share, player, sitters.length / round.present.length);
  for (const player of sitters) add(night.sitOuts, player);
  for (const player of playing) add(night.games, player);
  for (const [[a, b], [c, d]] of round.games) {
    add(night.partners, pairKey(a, b));
    add(night.partners, pairKey(c, d));
    for (const x of [a, b]) for (const y of [c, d]) add(night.opponents, pairKey(x, y));
  }
  night.satLast = new Set(sitters);
}

/** Rules 1 and 2: who sits this round. */
function chooseSitters(
  night: NightTally,
  present: readonly number[],
  sitters: number,
  draw: Map<number, number>,
) {
  const deficit = (player: number) => (night.sitOuts.get(player) ?? 0) - (night.share.get(player) ?? 0);
  const order = [...present].sort(
    (a, b) =>
      Number(night.satLast.has(a)) - Number(night.satLast.has(b)) ||
      deficit(a) - deficit(b) ||
      (night.games.get(b) ?? 0) - (night.games.get(a) ?? 0) ||
      (draw.get(a) as number) - (draw.get(b) as number),
  );
  return new Set(order.slice(0, sitters));
}

/** Rule 3: the round's players in partnerships, as few of them repeated as possible. */
function pairPartners(night: NightTally, playing: readonly number[]): [number, number][] {
  const unused = playing.map((player) =>
    playing.flatMap((other, index) =>
      other !== player && !night.partners.has(pairKey(player, other)) ? [index] : [],
    ),
  );
  const mate = maximumMatching(unused);
  const pairs: [number, number][] = [];
  const left: number[] = [];
  playing.forEach((player, index) => {
    const partner = mate[index] as number;
    if (partner === -1) left.push(player);
    else if (index < partner) pairs.push([player, playing[partner] as number]);
  });
  // The unmatched can only repeat: those who partnered least are put together.
  left.sort((a, b) => a - b);
  while (left.length > 1) {
    const first = left.shift() as number;
    let best = 0;
    for (let i = 1; i < left.length; i += 1)
      if (
        (night.partners.get(pairKey(first, left[i] as number)) ?? 0) <
        (night.partners.get(pairKey(first, left[best] as number)) ?? 0)
      )
        best = i;
    pairs.push([first, left.splice(best, 1)[0] as number]);
  }
  return pairs;
}

/** Rule 4: partnerships set against each other, pairs who met least meeting; a local search of swaps. */
function arrangeGames(night: NightTally, pairs: [number, number][]): NightGame[] {
  const met = (one: [number, number], two: [number, number]) =>
    one.reduce(
      (sum, x) => sum + two.reduce((inner, y) => inner + (night.opponents.get(pairKey(x, y)) ?? 0), 0),
      0,
    );
  const order = [...pairs];
  const cost = (i: number) => met(order[2 * i] as [number, number], order[2 * i + 1] as [number, number]);
  const games = order.length / 2;
  for (let improved = true, passes = 0; improved && passes < 20; passes += 1) {
    improved = false;
    for (let i = 0; i < order.length; i += 1)
      for (let j = i + 1; j < order.length; j += 1) {
        const gi = Math.floor(i / 2);
        const gj = Math.floor(j / 2);
        if (gi === gj) continue;
        const before = cost(gi) + cost(gj);
        [order[i], order[j]] = [order[j] as [number, number], order[i] as [number, number]];
        if (cost(gi) + cost(gj) < before) improved = true;
        else [order[i], order[j]] = [order[j] as [number, number], order[i] as [number, number]];
      }
  }
  return Array.from({ length: games }, (_, g) => [order[2 * g], order[2 * g + 1]] as NightGame);
}

/** The next `rounds` rounds of the night for the players present now. */
export function replanRounds(input: ReplanInput): NightRound[] {
  const present = [...new Set(input.present)];
  if (present.length !== input.present.length) throw new RangeError('a player is present twice');
  if (!Number.isInteger(input.rounds) || input.rounds < 0)
    throw new RangeError('rounds must be a whole number');
  if (!Number.isInteger(input.courts) || input.courts < 1) throw new RangeError('courts must be at least 1');
  const night = tally(input.played);
  const random = createSeededRandom(((input.seed ?? 0) * 7_919 + input.played.length) >>> 0);
  const games = Math.min(input.courts, Math.floor(present.length / 4));
  const planned: NightRound[] = [];
  for (let r = 0; r < input.rounds; r += 1) {
    // A fresh seeded draw per round settles ties between equals differently each round.
    const draw = new Map(shuffleInPlace([...present], random).map((player, index) => [player, index]));
    const sitters = chooseSitters(night, present, present.length - 4 * games, draw);
    const playing = shuffleInPlace(
      present.filter((player) => !sitters.has(player)),
      random,
    );
    const round: NightRound = { games: arrangeGames(night, pairPartners(night, playing)), present };
    record(night, round);
    planned.push(round);
  }
  return planned;
}

/** The night's figures: games and sit-outs per player, and partnerships played more than once. */
export function nightFigures(rounds: readonly NightRound[]): {
  games: Record<number, number>;
  sitOuts: Record<number, number>;
  partnerRepeats: number;
} {
  const night = tally(rounds);
  let partnerRepeats = 0;
  for (const count of night.partners.values()) partnerRepeats += count - 1;
  return {
    games: Object.fromEntries(night.games),
    sitOuts: Object.fromEntries(night.sitOuts),
    partnerRepeats,
  };
}
