/**
 * Doubles rounds whose partnerships meet the cap ⌈2·g·r / C(n,2)⌉ after EVERY round r by
 * construction, for any players count and fewer courts than a whist design needs (or no design).
 *
 * The schedule is read as one stream of player seats: seats 2i and 2i+1 partner, and round r is
 * seats [4g·r, 4g·(r+1)). The stream is built from an exact decomposition of all C(n,2)
 * partnerships ("an epoch"), epoch after epoch:
 * - n even: a 1-factorization of K_n (the circle method on Z_(n−1) ∪ {∞}, n − 1 perfect
 *   matchings); each matching is one pass (every player once). Taken in the circle's own order,
 *   matching t listed as (∞, t), (t+1, t−1), (t+2, t−2), …, every player's seat in a pass is
 *   within two of their seat in the pass before, which (with at least 2 sitters, always the case
 *   here for even n) keeps everyone out of a round twice and nobody waiting two rounds; the next
 *   epoch runs the circle on (its matching after the last is the first again), so the same order
 *   of partnerships repeats each epoch, with the round boundaries falling elsewhere;
 * - n odd: Walecki's (n − 1)/2 Hamiltonian cycles of K_n; a cycle w0 … w(n−1), started anywhere
 *   and run either way, read twice (w0 … w(n−1) w0 … w(n−1)) gives two passes whose seat pairs
 *   are exactly the n edges of the cycle.
 * Why the rules then hold:
 * - partnerships: the first 2g·r partnerships of the stream lie in the first ⌈2g·r / C(n,2)⌉
 *   epochs, each of which holds every partnership once;
 * - sit-outs: the stream is a sequence of passes, so after any prefix the play counts (hence the
 *   sit-out counts) differ by at most one;
 * - what the decomposition does not give by itself is checked seat by seat and searched for
 *   (the order of the blocks of an epoch, where each cycle starts and its direction, the order of
 *   a matching's partnerships, how the next epoch is labelled, with backtracking over blocks):
 *   nobody twice in a round, no partnership two rounds running (only possible where epochs
 *   meet), and nobody sitting two rounds running when fewer than half the players sit. The
 *   natural choices (above, and for odd n the Walecki cycle next to the last one) are tried
 *   first and almost always pass, so the search rarely backtracks.
 * Games pair the round's partnerships so that oppositions stay as even as the search can make
 * them (a soft goal: a whist design is exact there, this is not).
 * Returns null when the bounded search fails (the caller then falls back to the general
 * generator of greedy-rounds.ts); the tests hold it to success, at every round over a cycle and
 * a half, for every n from 4 to 32 and every court count, and domain/scripts/
 * check-doubles-prefixes.ts checks sizes up to 64.
 */

import { oneFactorization, waleckiCycles } from './decompositions';
import { createSeededRandom, seededRelabelling, shuffleInPlace } from './random';
import type { DoublesRound } from './scheduling.types';
import { avoidsBackToBackSitOuts } from './sit-outs';
import { balanceOppositions, formGames } from './stream-games';

type Block = { kind: 'matching'; edges: [number, number][] } | { kind: 'cycle'; order: number[] };

interface StreamState {
  seats: number;
  /** Global seat index of each player's last appearance (−1: not yet). */
  lastSeat: Int32Array;
  /** Players already seated in the round being filled. */
  inRound: Uint8Array;
  /** Players who sat out the previous round and must play this one (strict sit-out rule). */
  owed: Uint8Array;
  owedLeft: number;
  previousPairs: Set<number>;
  currentPairs: Set<number>;
  /** Blocks of the current epoch already used. */
  used: Uint8Array;
  /** The current epoch's blocks; null when an epoch just ended (the next is labelled on demand). */
  blocks: Block[] | null;
  /** The previous epoch's blocks (an even-n epoch may run again in the same labelling). */
  lastBlocks: Block[] | null;
  /** Index of the block placed last (−1 before the first). */
  last: number;
  /** Largest gap between two appearances of a player placed by the last block (for ranking). */
  worstGap: number;
  gapSquares: number;
}

const clone = (s: StreamState): StreamState => ({
  seats: s.seats,
  lastSeat: s.lastSeat.slice(),
  inRound: s.inRound.slice(),
  owed: s.owed.slice(),
  owedLeft: s.owedLeft,
  previousPairs: new Set(s.previousPairs),
  currentPairs: new Set(s.currentPairs),
  used: s.used.slice(),
  blocks: s.blocks,
  lastBlocks: s.lastBlocks,
  last: s.last,
  worstGap: 0,
  gapSquares: 0,
});

export interface PartnerStreamInput {
  players: number;
  gamesPerRound: number;
  rounds: number;
  seed: number;
}

/** Search effort before giving up (block placements tried, over all attempts). */
const NODE_BUDGET = 4_000;
const CANDIDATES_PER_NODE = 6;
const ATTEMPTS = 3;

export function buildPartnerStream(input: PartnerStreamInput): DoublesRound[] | null {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const seats = searchStream(input, attempt);
    if (seats) return balanceOppositions(formGames(seats, input), seats, input);
  }
  return null;
}

function searchStream(input: PartnerStreamInput, attempt: number): number[] | null {
  const { players: n, gamesPerRound: g, rounds, seed } = input;
  const width = 4 * g;
  const target = rounds * width;
  const strict = avoidsBackToBackSitOuts(n, n - width);
  const even = n % 2 === 0;
  const base: Block[] = even
    ? oneFactorization(n).map((edges) => ({ kind: 'matching', edges }))
    : waleckiCycles(n).map((order) => ({ kind: 'cycle', order }));
  /** The canonical blocks under `map` (map[label] = player). */
  const relabelled = (map: readonly number[]): Block[] =>
    base.map((block) =>
      block.kind === 'matching'
        ? { kind: 'matching', edges: block.edges.map(([a, b]) => [map[a] as number, map[b] as number]) }
        : { kind: 'cycle', order: block.order.map((p) => map[p] as number) },
    );
  /**
   * A later epoch is labelled so that its first block continues the last pass smoothly. For a
   * cycle: the same cyclic order, so everyone keeps their place in the rotation (its first pass
   * pairs are the ones of the previous cycle's first pass, 2n seats back, so never in the round
   * before). For a matching see `seamCandidates`.
   */
  const continuing = (last: readonly number[]): Block[] => {
    const map = new Array<number>(n + 1).fill(0);
    const first = base[0] as Block & { kind: 'cycle' };
    for (const [i, label] of first.order.entries()) map[label] = last[i] as number;
    return relabelled(map);
  };
  const key = (a: number, b: number) => (a < b ? a * 128 + b : b * 128 + a);
  const stream: number[] = [];

  /** Seats one partnership, checking the per-round rules; false when a rule breaks. */
  const place = (s: StreamState, a: number, b: number, out: number[]): boolean => {
    if (s.inRound[a] || s.inRound[b] || s.previousPairs.has(key(a, b))) return false;
    for (const p of [a, b]) {
      const gap = s.seats - (s.lastSeat[p] as number);
      if ((s.lastSeat[p] as number) >= 0 && gap > s.worstGap) s.worstGap = gap;
      s.gapSquares += gap * gap;
      s.lastSeat[p] = s.seats;
      s.inRound[p] = 1;
      if (s.owed[p]) {
        s.owed[p] = 0;
        s.owedLeft -= 1;
      }
      s.seats += 1;
      out.push(p);
    }
    s.currentPairs.add(key(a, b));
    const filled = s.seats % width;
    if (filled === 0) {
      if (s.owedLeft > 0) return false;
      s.owedLeft = 0;
      for (let p = 1; p <= n; p += 1) {
        s.owed[p] = strict && !s.inRound[p] ? 1 : 0;
        s.owedLeft += s.owed[p] as number;
      }
      s.inRound.fill(0);
      s.previousPairs = s.currentPairs;
      s.currentPairs = new Set();
    } else if (s.owedLeft > width - filled) return false;
    return true;
  };

  /** Fills one block from state `s` (mutated); the seats it adds, or null. */
  const fill = (s: StreamState, block: Block, variant: number): number[] | null => {
    const out: number[] = [];
    if (block.kind === 'cycle') {
      const { order } = block;
      const start = variant >> 1;
      const step = variant & 1 ? n - 1 : 1;
      for (let i = 0; i < 2 * n && s.seats < target; i += 2) {
        const a = order[(start + step * i) % n] as number;
        const b = order[(start + step * (i + 1)) % n] as number;
        if (!place(s, a, b, out)) return null;
      }
      return out;
    }
    if (variant === 0) {
      for (const [a, b] of block.edges) {
        if (s.seats >= target) break;
        if (!place(s, a, b, out)) return null;
      }
      return out;
    }
    const left = [...block.edges];
    const noise = variant === 1 ? null : createSeededRandom(variant * 7_927 + s.seats);
    while (left.length > 0 && s.seats < target) {
      let best = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      left.forEach(([a, b], i) => {
        if (s.inRound[a] || s.inRound[b] || s.previousPairs.has(key(a, b))) return;
        const wait = (p: number) => s.seats - (s.lastSeat[p] as number);
        let score = ((s.owed[a] as number) + (s.owed[b] as number)) * 1e6 + Math.max(wait(a), wait(b)) * 10;
        if (noise) score += noise() * 15;
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      });
      if (best < 0) return null;
      const [a, b] = left[best] as [number, number];
      left.splice(best, 1);
      if (!place(s, a, b, out)) return null;
    }
    return out;
  };

  /**
   * Even n, where an epoch ends: the next epoch's first pass is any perfect matching, built here
   * seat by seat (whoever must play or waited longest first, partnered with the longest-waiting
   * player they may partner); the epoch is then the 1-factorization labelled so that its first
   * matching is this one.
   */
  const seamCandidates = (s: StreamState): { state: StreamState; seats: number[]; rank: number }[] => {
    const out: { state: StreamState; seats: number[]; rank: number }[] = [];
    for (let v = 0; v < 3; v += 1) {
      const next = clone(s);
      const noise = v === 0 ? null : createSeededRandom(v * 7_927 + s.seats + seed);
      const waiting = new Uint8Array(n + 1).fill(1);
      const seats: number[] = [];
      const pairs: [number, number][] = [];
      let ok = true;
      const priority = (p: number) =>
        (next.owed[p] as number) * 1e6 +
        (next.seats - (next.lastSeat[p] as number)) * 10 +
        (noise ? noise() * 15 : 0);
      while (pairs.length < n / 2 && next.seats < target) {
        let x = 0;
        let best = Number.NEGATIVE_INFINITY;
        for (let p = 1; p <= n; p += 1) {
          if (!waiting[p] || next.inRound[p]) continue;
          const score = priority(p);
          if (score > best) [x, best] = [p, score];
        }
        let y = 0;
        best = Number.NEGATIVE_INFINITY;
        for (let p = 1; p <= n; p += 1) {
          if (p === x || !waiting[p] || next.inRound[p] || next.previousPairs.has(key(x, p))) continue;
          const score = priority(p);
          if (score > best) [y, best] = [p, score];
        }
        if (x === 0 || y === 0 || !place(next, x, y, seats)) {
          ok = false;
          break;
        }
        waiting[x] = 0;
        waiting[y] = 0;
        pairs.push([x, y]);
      }
      if (!ok) continue;
      if (pairs.length === n / 2) {
        const map = new Array<number>(n + 1).fill(0);
        const first = base[0] as Block & { kind: 'matching' };
        first.edges.forEach(([a, b], i) => {
          const [x, y] = pairs[i] as [number, number];
          map[a] = x;
          map[b] = y;
        });
        next.blocks = relabelled(map);
        next.used.fill(0);
        next.used[0] = 1;
        next.last = 0;
      }
      out.push({ state: next, seats, rank: next.worstGap * 1e7 + next.gapSquares });
    }
    return out;
  };

  const initial: StreamState = {
    seats: 0,
    lastSeat: new Int32Array(n + 1).fill(-1),
    inRound: new Uint8Array(n + 1),
    owed: new Uint8Array(n + 1),
    owedLeft: 0,
    previousPairs: new Set(),
    currentPairs: new Set(),
    used: new Uint8Array(base.length),
    blocks: relabelled(seededRelabelling(n, (seed * 31 + attempt * 1_009) >>> 0)),
    lastBlocks: null,
    last: -1,
    worstGap: 0,
    gapSquares: 0,
  };
  const variants = even ? 3 : 2 * n;
  const order = createSeededRandom((seed * 977 + attempt * 13 + n) >>> 0);

  type Candidate = { state: StreamState; seats: number[]; rank: number };
  interface Frame {
    candidates: Candidate[];
    next: number;
    /** The candidates not tried first, computed only when the first ones all fail. */
    rest: (() => Candidate[]) | null;
  }
  /** Candidates for placing blocks `indices` (each in every variant) from state `s`. */
  const candidatesFor = (s: StreamState, blocks: Block[], indices: number[], only?: number): Candidate[] => {
    const candidates: Candidate[] = [];
    for (const i of indices)
      for (let v = 0; v < variants; v += 1) {
        if (only !== undefined && v !== only) continue;
        const next = clone(s);
        const seats = fill(next, blocks[i] as Block, v);
        if (!seats) continue;
        next.used[i] = 1;
        next.last = i;
        if (next.used.every((u) => u === 1)) {
          next.used.fill(0);
          next.lastBlocks = next.blocks;
          next.blocks = null;
        }
        candidates.push({ state: next, seats, rank: next.worstGap * 1e7 + next.gapSquares });
      }
    return candidates.sort((x, y) => x.rank - y.rank).slice(0, CANDIDATES_PER_NODE);
  };
  /**
   * Tried first: even n, the circle's next matching in its own order (it keeps every player
   * within two seats of their place in the previous pass, so the rules hold with nothing to
   * search); odd n, the Walecki cycles next to the last one (they differ from it by small
   * moves), or the first block of an epoch. The rest of the blocks only when those fail.
   */
  const expand = (s: StreamState): Frame => {
    if (!s.blocks && even) {
      // First choice: the same epoch again (the circle's matching after the last is the first),
      // then fresh labellings whose first matching is built to continue the last pass.
      const again = clone(s);
      again.blocks = s.lastBlocks;
      again.last = -1;
      const natural = candidatesFor(again, again.blocks as Block[], [0], 0);
      return { candidates: natural, next: 0, rest: () => seamCandidates(s).sort((x, y) => x.rank - y.rank) };
    }
    if (!s.blocks) {
      s.blocks = continuing(stream.slice(-n));
      s.last = -1;
    }
    const blocks = s.blocks;
    const open = shuffleInPlace(
      [...blocks.keys()].filter((i) => !s.used[i]),
      order,
    );
    const k = blocks.length;
    const first = even ? [(s.last + 1) % k] : s.last < 0 ? [0] : [(s.last + 1) % k, (s.last + k - 1) % k];
    const preferred = open.filter((i) => first.includes(i));
    const candidates = candidatesFor(s, blocks, preferred, even ? 0 : undefined);
    return {
      candidates,
      next: 0,
      rest: () =>
        candidatesFor(s, blocks, open).filter(
          (c) => !candidates.some((d) => d.seats.join() === c.seats.join()),
        ),
    };
  };

  const stack: Frame[] = [expand(initial)];
  const lengths: number[] = [];
  let budget = NODE_BUDGET;
  while (stack.length > 0) {
    const frame = stack.at(-1) as Frame;
    if (frame.next >= frame.candidates.length && frame.rest) {
      frame.candidates.push(...frame.rest());
      frame.rest = null;
    }
    if (frame.next >= frame.candidates.length || budget <= 0) {
      if (budget <= 0) return null;
      stack.pop();
      const length = lengths.pop();
      if (length !== undefined) stream.length = length;
      continue;
    }
    const candidate = frame.candidates[frame.next] as { state: StreamState; seats: number[] };
    frame.next += 1;
    budget -= 1;
    lengths.push(stream.length);
    stream.push(...candidate.seats);
    if (candidate.state.seats >= target) return stream;
    stack.push(expand(candidate.state));
  }
  return null;
}
