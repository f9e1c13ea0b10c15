/**
 * Test helpers: play a whole event with random (seeded) winners and scores, the way a tournament
 * desk would: at each step some of the ready matches finish, in any order; and checks on draws.
 */
import { createSeededRandom, randomInt } from '../scheduling/random';
import type { Draw, DrawSlot, SlotSide } from './draw.types';
import { type DrawProgress, type DrawResults, resolveDraw, type SlotResult } from './progress';

export interface PlayedEvent {
  results: DrawResults;
  progress: DrawProgress;
  /** Slots done (matches played or walked over). */
  matchesPlayed: number;
  /** Losses per seed (index = seed). */
  losses: number[];
  /** Times some entrant stood in two ready slots at once, or a ready slot held a bye. */
  readyViolations: number;
  /** Slots in the order they finished. */
  finished: string[];
}

/** A random one-game or best-of-three score that `winner` wins, as [side a, side b] per game. */
export function randomGames(random: () => number, winner: SlotSide): [number, number][] {
  const loser: SlotSide = winner === 'a' ? 'b' : 'a';
  const patterns: SlotSide[][] = [
    [winner],
    [winner, winner],
    [loser, winner, winner],
    [winner, loser, winner],
  ];
  const pattern = patterns[randomInt(random, patterns.length)] as SlotSide[];
  return pattern.map((gameWinner) => {
    const other = randomInt(random, 10);
    return gameWinner === 'a' ? [11, other] : [other, 11];
  });
}

/**
 * `finishing`: the chance that a ready match ends at each step (some courts finish before
 * others); 1 plays every ready match at once, which keeps a 128-entrant round robin quick.
 */
export function playWholeEvent(
  draw: Draw,
  seed: number,
  options: {
    finishing?: number;
    pickWinner?: (random: () => number, entrants: [number, number]) => SlotSide;
    /** Results already recorded: the event carries on from there. */
    from?: DrawResults;
  } = {},
): PlayedEvent {
  const finishing = options.finishing ?? 0.5;
  const pickWinner = options.pickWinner ?? ((random: () => number) => (random() < 0.5 ? 'a' : 'b'));
  const random = createSeededRandom(seed);
  const results: Record<string, SlotResult> = { ...options.from };
  const finished: string[] = [];
  let readyViolations = 0;
  for (let step = 0; step < 100_000; step += 1) {
    const progress = resolveDraw(draw, results);
    const ready = Object.values(progress.slots).filter((slot) => slot.state === 'ready');
    if (ready.length === 0) {
      const losses = new Array<number>(draw.entrants + 1).fill(0);
      for (const slot of Object.values(progress.slots))
        if (slot.state === 'done' && typeof slot.loser === 'number')
          losses[slot.loser] = (losses[slot.loser] as number) + 1;
      const matchesPlayed = Object.values(progress.slots).filter((slot) => slot.state === 'done').length;
      return { results, progress, matchesPlayed, losses, readyViolations, finished };
    }
    const busy = new Set<number>();
    for (const slot of ready)
      for (const entrant of slot.entrants) {
        if (typeof entrant !== 'number' || busy.has(entrant)) readyViolations += 1;
        if (typeof entrant === 'number') busy.add(entrant);
      }
    const ending = ready.filter((_, index) => index === 0 || random() < finishing);
    for (const slot of ending) {
      const entrants = slot.entrants as [number, number];
      const winner = pickWinner(random, entrants);
      const walkover = random() < 0.05;
      results[slot.key] = walkover
        ? { winner, walkover: true, games: [] }
        : { winner, games: randomGames(random, winner) };
      finished.push(slot.key);
    }
  }
  throw new Error('the event did not finish');
}

/**
 * Structural checks every generated draw must pass: unique keys, an order of play in which every
 * slot follows what it waits for, targets that mirror the sources, and no bye against a bye in a
 * first round. Returns the problems found (empty: fine).
 */
export function structuralProblems(draw: Draw): string[] {
  const problems: string[] = [];
  const seen = new Map<string, DrawSlot>();
  const poolSeen = new Set<number>();
  for (const slot of draw.slots) {
    if (seen.has(slot.key)) problems.push(`duplicate key ${slot.key}`);
    slot.sides.forEach((source, index) => {
      const side = index === 0 ? 'a' : 'b';
      if (source.kind === 'winner' || source.kind === 'loser') {
        const from = seen.get(source.slot);
        if (!from) problems.push(`${slot.key} reads ${source.slot}, which is not played before it`);
        const target = source.kind === 'winner' ? from?.winnerTo : from?.loserTo;
        if (from && (target?.slot !== slot.key || target.side !== side))
          problems.push(`${source.slot}'s ${source.kind} target does not point back to ${slot.key}`);
      }
      if (source.kind === 'pool_rank' && !poolSeen.has(source.pool))
        problems.push(`${slot.key} reads pool ${source.pool} before its matches`);
      if (source.kind === 'seed' && (source.seed < 1 || source.seed > draw.entrants))
        problems.push(`${slot.key} has seed ${source.seed} out of range`);
    });
    if (slot.sides[0].kind === 'bye' && slot.sides[1].kind === 'bye')
      problems.push(`${slot.key} is bye v bye`);
    if (slot.playedIf && !seen.has(slot.playedIf.slot)) problems.push(`${slot.key}'s condition comes later`);
    seen.set(slot.key, slot);
    if (slot.pool !== null) poolSeen.add(slot.pool);
  }
  for (const slot of draw.slots)
    for (const field of ['winnerTo', 'loserTo'] as const) {
      const target = slot[field];
      if (!target) continue;
      const to = seen.get(target.slot);
      const source = to?.sides[target.side === 'a' ? 0 : 1];
      const kind = field === 'winnerTo' ? 'winner' : 'loser';
      if (!source || source.kind !== kind || source.slot !== slot.key)
        problems.push(`${slot.key}.${field} points at ${target.slot} which does not read it`);
    }
  return problems;
}

/**
 * Entrants who, dropped from the main bracket, meet in their first back-draw match the entrant
 * they beat in their last main-bracket win (an immediate rematch), per back-draw slot key.
 */
export function immediateRematches(draw: Draw, event: PlayedEvent): string[] {
  const slots = event.progress.slots;
  const lastVictim = new Map<number, number>();
  const found: string[] = [];
  for (const slot of draw.slots) {
    const progress = slots[slot.key];
    if (slot.bracket !== 'winners' || progress?.state !== 'done') continue;
    const { winner, loser } = progress as { winner: number; loser: number };
    const victim = lastVictim.get(loser);
    lastVictim.set(winner, loser);
    const target = slot.loserTo && slots[slot.loserTo.slot];
    if (victim === undefined || !target || target.state !== 'done') continue;
    if (target.entrants.includes(victim)) found.push(target.key);
  }
  return found;
}
