/**
 * How fast the draw engine (domain/src/tournaments) builds the largest draws the product takes:
 * a 128-entrant double elimination (254 slots with the reset) and a 64-team pool play (16 pools
 * of four and a 32-team playoff), and how fast it resolves a whole played 128 double elimination
 * (what every bracket read and every result recomputes). Each is timed over RUNS runs: the
 * median and the 99th percentile, in milliseconds. Pure computation: no server, no database.
 */
import { type Draw, type DrawResults, generateDraw, resolveDraw, type SlotResult } from '@pickleball/domain';
import type { Benchmark, GoalCheck } from '../lib/types';

const RUNS = 500;
/** A bracket page generates or reads on a click: well under a frame is the aim. */
const GOAL_MEDIAN_MS = 10;
const GOAL_P99_MS = 50;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function time(run: () => unknown): { median: number; p99: number } {
  // A few runs first, so the JIT has compiled what it measures.
  for (let warm = 0; warm < 20; warm += 1) run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return { median: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
}

/** Every slot played in order, side a always winning (11-7, 11-7): a finished event's results. */
function playedResults(draw: Draw): DrawResults {
  const results: Record<string, SlotResult> = {};
  for (const slot of draw.slots) {
    const progress = resolveDraw(draw, results).slots[slot.key];
    if (progress?.state === 'ready')
      results[slot.key] = {
        winner: 'a',
        games: [
          [11, 7],
          [11, 7],
        ],
      };
  }
  return results;
}

export const benchmark: Benchmark = {
  name: 'tournaments-draw',
  description: `generateDraw for 128 double elimination and 64 pool play, resolveDraw of a played 128: ${RUNS} runs each`,
  async run({ log }) {
    const started = performance.now();
    log('double elimination, 128 entrants');
    const doubleElimination = time(() => generateDraw('double_elimination', 128, { grandFinalReset: true }));
    log('pool play, 64 teams');
    const poolPlay = time(() => generateDraw('pool_play', 64, { pools: 16, advancePerPool: 2 }));
    const draw = generateDraw('double_elimination', 128, { grandFinalReset: true });
    log('resolving a played 128 double elimination');
    const results = playedResults(draw);
    const resolve = time(() => resolveDraw(draw, results));
    const goals: GoalCheck[] = [
      ['double elimination 128', doubleElimination],
      ['pool play 64', poolPlay],
      ['resolve played double elimination 128', resolve],
    ].map(([label, figures]) => {
      const { median, p99 } = figures as { median: number; p99: number };
      return {
        goal: `${label}: median < ${GOAL_MEDIAN_MS} ms, p99 < ${GOAL_P99_MS} ms`,
        actual: `median ${median} ms, p99 ${p99} ms`,
        passed: median < GOAL_MEDIAN_MS && p99 < GOAL_P99_MS,
      };
    });
    return {
      name: 'tournaments-draw',
      database: 'sqlite',
      seed: {
        runs: RUNS,
        double_elimination_slots: draw.slots.length,
        played_results: Object.keys(results).length,
      },
      seedSeconds: 0,
      measurements: [],
      derived: {
        double_elimination_128_median_ms: doubleElimination.median,
        double_elimination_128_p99_ms: doubleElimination.p99,
        pool_play_64_median_ms: poolPlay.median,
        pool_play_64_p99_ms: poolPlay.p99,
        resolve_played_128_median_ms: resolve.median,
        resolve_played_128_p99_ms: resolve.p99,
        total_seconds: Math.round((performance.now() - started) / 10) / 100,
      },
      goals,
      notes: [
        'pure computation on one core; the machine is shared, so the p99 is noisier than the median',
        'pool play: 16 pools of four (96 round-robin slots) and a 32-team playoff',
        'resolve: the whole played event, which every bracket read and every recorded result recomputes',
      ],
    };
  },
};
