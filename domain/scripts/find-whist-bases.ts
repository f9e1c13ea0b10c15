/**
 * Finds the initial rounds ("base blocks") of Z-cyclic whist tournaments and prints them as the
 * table in src/scheduling/whist-bases.ts.
 *
 * Why a search: a whist tournament Wh(n) exists for every n ≡ 0, 1 (mod 4), but the algebraic
 * constructions only cover prime powers (4m+1 = p^k, and 4m = q+1 with q ≡ 3 mod 4). A Z-cyclic
 * design is fully described by one round: develop it by adding 1 (mod the group order) to every
 * player and the n−1 (or n) rounds follow. One round is a valid base when its differences are
 * balanced:
 * - n = 4m+1 over Z_n (player 0 sits out the base round): the partner differences ±(a−b)
 *   cover every non-zero element once, the opponent differences cover every non-zero element twice;
 * - n = 4m over Z_{n−1} ∪ {∞}: the same conditions on the finite pairs (∞ partners and opposes
 *   everyone the right number of times whatever the base).
 * The search is a seeded depth-first search with restarts (see searchBase), so a re-run prints the
 * same table.
 *
 * Run: `npx tsx domain/scripts/find-whist-bases.ts [maxPlayers=64] [secondsPerSize=20]`
 * (WHIST_SIZES=32,33 to search only some sizes).
 */
import { createSeededRandom, randomInt } from '../src/scheduling/random';

interface Base {
  players: number;
  modulus: number;
  /** Tables [a, b, c, d]: a and b partner against c and d; `modulus` stands for ∞. */
  tables: number[][];
  seconds: number;
}

function isPrimePower(value: number): boolean {
  for (let p = 2; p <= value; p += 1) {
    if (value % p !== 0) continue;
    let rest = value;
    while (rest % p === 0) rest /= p;
    return rest === 1;
  }
  return false;
}

/** The sizes the runtime builds algebraically over GF(p^k) and so do not need a table row. */
function hasFieldConstruction(players: number): boolean {
  return players % 4 === 1 && isPrimePower(players);
}

/**
 * The "±" family, tried first because its search space is tiny: every partnership is {a, −a}
 * (so the partner differences ±2a cover every non-zero element once, the group order being odd),
 * and a table {a, −a} vs {b, −b} has opponent differences ±(a−b), ±(a+b), each twice. For
 * n = 4m the table with ∞ is (∞, 0 vs a0, −a0), whose opponent differences are ±a0, twice. A base
 * is then a pairing of the classes {a, −a} whose sets {±(a−b), ±(a+b)} (and ±a0) tile the
 * non-zero elements.
 */
function searchSymmetric(players: number, seconds: number, seed: number): Base | null {
  const started = performance.now();
  const hasInfinity = players % 4 === 0;
  const modulus = hasInfinity ? players - 1 : players;
  const random = createSeededRandom(seed);
  const covered = new Uint8Array(modulus);
  const reps = Array.from({ length: (modulus - 1) / 2 }, (_, index) => index + 1);
  const neg = (x: number) => (modulus - x) % modulus;
  const pairs: [number, number][] = [];
  let nodes = 0;

  const cells = (a: number, b: number) => {
    const minus = (a - b + modulus) % modulus;
    const plus = (a + b) % modulus;
    return [minus, neg(minus), plus, neg(plus)];
  };
  const match = (open: number[]): boolean => {
    if (open.length === 0) return true;
    nodes += 1;
    if (nodes > 200_000) return false;
    const [a, ...rest] = open as [number, ...number[]];
    const order = [...rest];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = randomInt(random, i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const b of order) {
      const cs = cells(a, b);
      if (cs.some((c) => covered[c]) || new Set(cs).size < 4) continue;
      for (const c of cs) covered[c] = 1;
      pairs.push([a, b]);
      if (match(rest.filter((x) => x !== b))) return true;
      pairs.pop();
      for (const c of cs) covered[c] = 0;
    }
    return false;
  };

  // An attempt that ends under the node budget searched its whole tree: that a0 has no base.
  const exhausted = new Set<number>();
  let attempt = 0;
  while ((performance.now() - started) / 1000 < seconds && exhausted.size < Math.max(1, reps.length)) {
    covered.fill(0);
    pairs.length = 0;
    nodes = 0;
    let open = reps;
    let a0 = -1;
    if (hasInfinity) {
      a0 = reps[attempt % reps.length] as number;
      covered[a0] = 1;
      covered[neg(a0)] = 1;
      open = reps.filter((x) => x !== a0);
    }
    attempt += 1;
    if (!match(open)) {
      if (nodes <= 200_000) exhausted.add(hasInfinity ? a0 : 0);
      if (!hasInfinity && exhausted.size > 0) return null;
      continue;
    }
    const tables = pairs.map(([a, b]) => [a, neg(a), b, neg(b)]);
    if (hasInfinity) tables.unshift([modulus, 0, a0, neg(a0)]);
    return { players, modulus, tables, seconds: Math.round((performance.now() - started) / 100) / 10 };
  }
  return null;
}

/**
 * Depth-first search with seeded random order and a node budget per attempt (restarts beat deep
 * dead ends): each table takes the smallest unplaced element (a symmetry break), then a partner
 * whose difference is unused, then an opposing pair within the difference counts.
 */
function searchBase(players: number, seconds: number, seed: number): Base | null {
  const started = performance.now();
  const hasInfinity = players % 4 === 0;
  const modulus = hasInfinity ? players - 1 : players;
  const infinity = modulus;
  const tableCount = Math.floor(players / 4);
  const random = createSeededRandom(seed);
  const partner = new Int32Array(modulus);
  const opponent = new Int32Array(modulus);
  const used = new Uint8Array(modulus + 1);
  const tables: number[][] = [];
  let nodes = 0;
  let budget = 0;

  const diff = (x: number, y: number) => (x - y + modulus) % modulus;
  /** Adds (sign 1) or removes (sign −1) a pair's two differences; false when a count overflows. */
  const mark = (counts: Int32Array, limit: number, x: number, y: number, sign: number): boolean => {
    if (x === infinity || y === infinity) return true;
    const d1 = diff(x, y);
    const d2 = diff(y, x);
    counts[d1] = (counts[d1] as number) + sign;
    counts[d2] = (counts[d2] as number) + sign;
    return (counts[d1] as number) <= limit && (counts[d2] as number) <= limit;
  };
  const markTable = (t: number[], sign: number): boolean => {
    const [a, b, c, d] = t as [number, number, number, number];
    let ok = mark(partner, 1, a, b, sign);
    ok = mark(partner, 1, c, d, sign) && ok;
    for (const [x, y] of [
      [a, c],
      [a, d],
      [b, c],
      [b, d],
    ] as const)
      ok = mark(opponent, 2, x, y, sign) && ok;
    return ok;
  };
  const free = () => {
    const list: number[] = [];
    for (let v = hasInfinity ? 0 : 1; v <= (hasInfinity ? infinity : modulus - 1); v += 1)
      if (!used[v]) list.push(v);
    return list;
  };
  const shuffled = (list: number[]) => {
    for (let i = list.length - 1; i > 0; i -= 1) {
      const j = randomInt(random, i + 1);
      [list[i], list[j]] = [list[j] as number, list[i] as number];
    }
    return list;
  };

  const place = (depth: number): boolean => {
    if (depth === tableCount) return true;
    nodes += 1;
    if (nodes > budget) return false;
    const options = free();
    // ∞ first, partnered with 0 (any base can be translated so), then the smallest free element.
    const a = depth === 0 && hasInfinity ? infinity : (options.find((v) => v !== infinity) as number);
    used[a] = 1;
    const bs = depth === 0 && hasInfinity ? [0] : shuffled(options.filter((v) => v !== a));
    for (const b of bs) {
      used[b] = 1;
      const rest = shuffled(free());
      for (let i = 0; i < rest.length; i += 1)
        for (let j = i + 1; j < rest.length; j += 1) {
          const t = [a, b, rest[i] as number, rest[j] as number];
          if (markTable(t, 1)) {
            used[t[2] as number] = 1;
            used[t[3] as number] = 1;
            tables.push(t);
            if (place(depth + 1)) return true;
            tables.pop();
            used[t[2] as number] = 0;
            used[t[3] as number] = 0;
          }
          markTable(t, -1);
          if (nodes > budget) break;
        }
      used[b] = 0;
    }
    used[a] = 0;
    return false;
  };

  while ((performance.now() - started) / 1000 < seconds) {
    nodes = 0;
    budget = 20_000;
    if (place(0))
      return {
        players,
        modulus,
        tables: tables.map((t) => [...t]),
        seconds: Math.round((performance.now() - started) / 100) / 10,
      };
    partner.fill(0);
    opponent.fill(0);
    used.fill(0);
    tables.length = 0;
  }
  return null;
}

const maxPlayers = Number(process.argv[2] ?? 64);
const secondsPerSize = Number(process.argv[3] ?? 20);
const found: Base[] = [];
const missing: number[] = [];
/** WHIST_SIZES="32,33" limits a run to some sizes (a long search for one stubborn size). */
const only = process.env.WHIST_SIZES?.split(',').map(Number);
for (let players = 4; players <= maxPlayers; players += 1) {
  if (players % 4 > 1 || hasFieldConstruction(players)) continue;
  if (only && !only.includes(players)) continue;
  const base =
    searchSymmetric(players, secondsPerSize / 2, 20_260_000 + players) ??
    searchBase(players, secondsPerSize / 2, 20_260_000 + players);
  if (base) found.push(base);
  else missing.push(players);
  console.error(`${players}: ${base ? `found in ${base.seconds}s` : 'not found'}`);
}
console.log('export const WHIST_BASES: readonly WhistBase[] = [');
for (const base of found)
  console.log(
    `  { players: ${base.players}, modulus: ${base.modulus}, tables: ${JSON.stringify(base.tables)} },`,
  );
console.log('];');
if (missing.length > 0) console.log(`// not found: ${missing.join(', ')}`);
