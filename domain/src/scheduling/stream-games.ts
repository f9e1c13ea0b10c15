/**
 * The partnership stream (partner-stream.ts) made into games: each round's partnerships paired so
 * that oppositions stay even, then exchanges between rounds that spread them further.
 */
import type { PartnerStreamInput } from './partner-stream';
import type { DoublesRound } from './scheduling.types';
import { avoidsBackToBackSitOuts } from './sit-outs';

/**
 * Cuts the stream into rounds and pairs each round's partnerships into games, keeping the
 * opposition counts even: swaps of partnerships between games while the number of earlier
 * oppositions the round repeats falls.
 */
export function formGames(seats: number[], input: PartnerStreamInput): DoublesRound[] {
  const { players: n, gamesPerRound: g, rounds } = input;
  const opponent = new Int32Array((n + 1) * (n + 1));
  const at = (x: number, y: number) => x * (n + 1) + y;
  const schedule: DoublesRound[] = [];
  const cost = (p: [number, number], q: [number, number]) =>
    (opponent[at(p[0], q[0])] as number) +
    (opponent[at(p[0], q[1])] as number) +
    (opponent[at(p[1], q[0])] as number) +
    (opponent[at(p[1], q[1])] as number);
  for (let r = 0; r < rounds; r += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < 2 * g; i += 1)
      pairs.push([seats[r * 4 * g + 2 * i] as number, seats[r * 4 * g + 2 * i + 1] as number]);
    // slots[2k] and slots[2k+1] are game k.
    const slots = pairs;
    let improved = true;
    while (improved) {
      improved = false;
      for (let i = 0; i < slots.length; i += 1)
        for (let j = i + 1; j < slots.length; j += 1) {
          const gi = i >> 1;
          const gj = j >> 1;
          if (gi === gj) continue;
          const before =
            cost(slots[2 * gi] as [number, number], slots[2 * gi + 1] as [number, number]) +
            cost(slots[2 * gj] as [number, number], slots[2 * gj + 1] as [number, number]);
          [slots[i], slots[j]] = [slots[j] as [number, number], slots[i] as [number, number]];
          const after =
            cost(slots[2 * gi] as [number, number], slots[2 * gi + 1] as [number, number]) +
            cost(slots[2 * gj] as [number, number], slots[2 * gj + 1] as [number, number]);
          if (after < before) improved = true;
          else [slots[i], slots[j]] = [slots[j] as [number, number], slots[i] as [number, number]];
        }
    }
    const round: DoublesRound = [];
    for (let k = 0; k < g; k += 1) {
      const p = slots[2 * k] as [number, number];
      const q = slots[2 * k + 1] as [number, number];
      for (const x of p)
        for (const y of q) {
          opponent[at(x, y)] = (opponent[at(x, y)] as number) + 1;
          opponent[at(y, x)] = (opponent[at(y, x)] as number) + 1;
        }
      round.push([p, q]);
    }
    schedule.push(round);
  }
  return schedule;
}

const SWAP_SWEEPS = 4;

/**
 * Spreads oppositions further by exchanging two partnerships of the same pass that play in
 * different rounds, when that lowers the sum of squared opposition counts and every rule still
 * holds. Why the rules survive such an exchange: the epoch keeps each partnership once (the cap);
 * each pass still seats everyone once over the same rounds (sit-out counts after any round stay
 * within one); and the exchange is refused if it seats someone twice in a round, repeats a
 * partnership from the round before or after, or (when fewer than half sit) leaves someone out of
 * two rounds running. With one court a round is one game, so only these exchanges can vary who
 * opposes whom; with more courts they add to the pairing inside a round.
 */
export function balanceOppositions(
  schedule: DoublesRound[],
  seats: number[],
  input: PartnerStreamInput,
): DoublesRound[] {
  const { players: n, gamesPerRound: g } = input;
  const strict = avoidsBackToBackSitOuts(n, n - 4 * g);
  const rounds = schedule.length;
  const perRound = 2 * g;
  const key = (x: number, y: number) => (x < y ? x * 128 + y : y * 128 + x);
  // Pass of each partnership (by its seats in the stream); −1 when its two seats lie in two passes.
  const passOfKey = new Map<string, number>();
  for (let j = 0; 2 * j + 1 < seats.length; j += 1) {
    const first = Math.floor((2 * j) / n);
    const pass = Math.floor((2 * j + 1) / n) === first ? first : -1;
    passOfKey.set(
      `${Math.floor((2 * j) / (4 * g))}:${key(seats[2 * j] as number, seats[2 * j + 1] as number)}`,
      pass,
    );
  }
  // Slot s = round·2g + 2·game + side.
  const pair: [number, number][] = [];
  const passOf: number[] = [];
  schedule.forEach((round, r) => {
    for (const [p, q] of round)
      for (const side of [p, q]) {
        pair.push([side[0], side[1]]);
        passOf.push(passOfKey.get(`${r}:${key(side[0], side[1])}`) ?? -1);
      }
  });
  const opponent = new Int32Array((n + 1) * (n + 1));
  const at = (x: number, y: number) => x * (n + 1) + y;
  const present = new Uint8Array(rounds * (n + 1));
  const keysOf = Array.from({ length: rounds }, () => new Set<number>());
  const oppose = (p: [number, number], q: [number, number], by: number) => {
    for (const x of p)
      for (const y of q) {
        opponent[at(x, y)] = (opponent[at(x, y)] as number) + by;
        opponent[at(y, x)] = (opponent[at(y, x)] as number) + by;
      }
  };
  const addCost = (p: [number, number], q: [number, number]) => {
    let cost = 0;
    for (const x of p) for (const y of q) cost += 2 * (opponent[at(x, y)] as number) + 1;
    return cost;
  };
  for (let s = 0; s < pair.length; s += 1) {
    const r = Math.floor(s / perRound);
    const [x, y] = pair[s] as [number, number];
    present[r * (n + 1) + x] = 1;
    present[r * (n + 1) + y] = 1;
    keysOf[r]?.add(key(x, y));
    if (s % 2 === 1) oppose(pair[s - 1] as [number, number], pair[s] as [number, number], 1);
  }
  const plays = (r: number, x: number) => r < 0 || r >= rounds || present[r * (n + 1) + x] === 1;
  const hasKey = (r: number, k: number) => r >= 0 && r < rounds && (keysOf[r] as Set<number>).has(k);
  const move = (from: number, p: [number, number], q: [number, number]) => {
    // p leaves round `from` and q enters it.
    for (const x of p) present[from * (n + 1) + x] = 0;
    for (const x of q) present[from * (n + 1) + x] = 1;
    (keysOf[from] as Set<number>).delete(key(p[0], p[1]));
    (keysOf[from] as Set<number>).add(key(q[0], q[1]));
  };
  const groups = new Map<number, number[]>();
  passOf.forEach((pass, s) => {
    if (pass < 0) return;
    const list = groups.get(pass) ?? [];
    list.push(s);
    groups.set(pass, list);
  });
  for (let sweep = 0; sweep < SWAP_SWEEPS; sweep += 1) {
    let improved = false;
    for (const slots of groups.values())
      for (let i = 0; i < slots.length; i += 1)
        for (let j = i + 1; j < slots.length; j += 1) {
          const s = slots[i] as number;
          const t = slots[j] as number;
          const a = Math.floor(s / perRound);
          const b = Math.floor(t / perRound);
          if (a === b) continue;
          const p = pair[s] as [number, number];
          const q = pair[t] as [number, number];
          const pMate = pair[s ^ 1] as [number, number];
          const qMate = pair[t ^ 1] as [number, number];
          // Nobody twice in a round.
          if (q.some((x) => present[a * (n + 1) + x]) || p.some((x) => present[b * (n + 1) + x])) continue;
          oppose(p, pMate, -1);
          oppose(q, qMate, -1);
          const before = addCost(p, pMate) + addCost(q, qMate);
          const after = addCost(q, pMate) + addCost(p, qMate);
          if (after >= before) {
            oppose(p, pMate, 1);
            oppose(q, qMate, 1);
            continue;
          }
          move(a, p, q);
          move(b, q, p);
          const kp = key(p[0], p[1]);
          const kq = key(q[0], q[1]);
          let ok = !hasKey(a - 1, kq) && !hasKey(a + 1, kq) && !hasKey(b - 1, kp) && !hasKey(b + 1, kp);
          if (ok && strict)
            ok =
              p.every((x) => plays(a - 1, x) || plays(a, x)) &&
              p.every((x) => plays(a, x) || plays(a + 1, x)) &&
              q.every((x) => plays(b - 1, x) || plays(b, x)) &&
              q.every((x) => plays(b, x) || plays(b + 1, x));
          if (!ok) {
            move(a, q, p);
            move(b, p, q);
            oppose(p, pMate, 1);
            oppose(q, qMate, 1);
            continue;
          }
          pair[s] = q;
          pair[t] = p;
          oppose(q, pMate, 1);
          oppose(p, qMate, 1);
          improved = true;
        }
    if (!improved) break;
  }
  return schedule.map(
    (round, r) =>
      round.map((_, k) => [
        [...(pair[r * perRound + 2 * k] as [number, number])],
        [...(pair[r * perRound + 2 * k + 1] as [number, number])],
      ]) as DoublesRound,
  );
}
