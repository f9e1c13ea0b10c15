/**
 * Checks the doubles generator's per-round rules at every round prefix for every players count
 * and court count (P1 sit-outs, P2 partnership cap and no partnership two rounds running), and
 * prints the combinations that break with the first round that breaks, plus the slowest cases.
 *
 * Run: `npx tsx domain/scripts/check-doubles-prefixes.ts [maxPlayers=32] [seed=3] [cycles=1]`
 */
import { fullCycleRounds, gamesPerRound } from '../src/scheduling/cycle-size';
import { generateDoublesRounds } from '../src/scheduling/doubles';
import {
  checkNoRepeatRunning,
  checkPairBound,
  checkShape,
  checkSitOuts,
} from '../src/scheduling/scheduling.testing';

const maxPlayers = Number(process.argv[2] ?? 32);
const seed = Number(process.argv[3] ?? 3);
const cycles = Number(process.argv[4] ?? 1);
let total = 0;
let partnerOk = 0;
let allOk = 0;
const times: { label: string; ms: number }[] = [];
for (let n = 4; n <= maxPlayers; n += 1)
  for (let c = 1; c <= Math.floor(n / 4); c += 1) {
    total += 1;
    const cycle = fullCycleRounds('doubles', n, c);
    const rounds = Math.ceil(cycle * cycles);
    const games = gamesPerRound('doubles', n, c);
    const started = performance.now();
    const schedule = generateDoublesRounds(n, rounds, { courts: c, seed });
    const ms = performance.now() - started;
    times.push({ label: `${n}/${c}`, ms });
    const shape = checkShape(schedule, n, games);
    const sits = checkSitOuts(schedule, n);
    const bound = checkPairBound(schedule, n, games);
    const running = checkNoRepeatRunning(schedule);
    if (bound.length === 0 && running.length === 0) partnerOk += 1;
    if (shape.length + sits.length + bound.length + running.length === 0) allOk += 1;
    else
      console.log(
        `${n}/${c} (${rounds} rounds):`,
        [...shape, ...sits, ...bound, ...running].slice(0, 3).join('; '),
      );
  }
times.sort((a, b) => b.ms - a.ms);
console.log(`P2 at every prefix: ${partnerOk}/${total}; all rules: ${allOk}/${total}`);
console.log(
  'slowest:',
  times
    .slice(0, 5)
    .map((t) => `${t.label} ${t.ms.toFixed(1)} ms`)
    .join(', '),
);
