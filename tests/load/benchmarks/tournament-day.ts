/**
 * How fast and how well the tournament day is planned (domain/src/tournaments/scheduler.ts): a
 * 128-team double-elimination event and a 64-team pool-play event on 8 courts, matches of one
 * game to 11 (20 minutes expected), 20 minutes of rest, play from 8:00 to 20:00 over three days.
 * The day's length (play hours used) is compared with the lower bound no plan can beat (total
 * match time ÷ courts, or the longest chain of matches that feed each other). Two cases: the
 * events' players apart (two divisions), and a quarter of them in both events, whose matches the
 * plan keeps apart whatever the results (a bound that does not count that, so for information).
 * Pure computation: no server, no database.
 */
import {
  type DrawFormat,
  drawMatches,
  expectedMatchMinutes,
  generateDraw,
  scheduleDay,
} from '@pickleball/domain';
import type { Benchmark, GoalCheck } from '../lib/types';

const RUNS = 5;
const GOAL_MS = 1_000;
const GOAL_RATIO = 1.15;
const COURTS = Array.from({ length: 8 }, (_, i) => `Sân ${i + 1}`);
const DAYS = [0, 1, 2].map((day) => ({ start: day * 1440 + 8 * 60, end: day * 1440 + 20 * 60 }));

function plan(shared: boolean) {
  const minutes = expectedMatchMinutes({ best_of: 1, target_points: 11 });
  const event = (name: string, format: DrawFormat, teams: number, players: (seed: number) => number[]) =>
    drawMatches(name, generateDraw(format, teams), players, () => minutes);
  const matches = [
    ...event('open', 'double_elimination', 128, (seed) => [2 * seed, 2 * seed + 1]),
    // In the shared case, the first 32 teams of the mixed event each have a player of the open event.
    ...event('mixed', 'pool_play', 64, (seed) =>
      shared && seed <= 32 ? [2 * seed, 10_000 + seed] : [20_000 + 2 * seed, 20_001 + 2 * seed],
    ),
  ];
  const times: number[] = [];
  let result = scheduleDay({ matches, courts: COURTS, days: DAYS, rest: 20 });
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    result = scheduleDay({ matches, courts: COURTS, days: DAYS, rest: 20 });
    times.push(performance.now() - started);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
  return {
    matches: matches.length,
    unplaced: result.unplaced.length,
    medianMs: Math.round(median),
    length: result.length,
    lowerBound: result.lowerBound,
    ratio: Math.round((result.length / result.lowerBound) * 1000) / 1000,
  };
}

export const benchmark: Benchmark = {
  name: 'tournament-day',
  description: `plan 128 teams (double elimination) and 64 (pool play) on 8 courts: median of ${RUNS} runs`,
  async run({ log }) {
    const started = performance.now();
    log('two divisions, players apart');
    const apart = plan(false);
    log('a quarter of the players in both events');
    const shared = plan(true);
    const goals: GoalCheck[] = [
      {
        goal: `plan ${apart.matches} matches on 8 courts < ${GOAL_MS} ms`,
        actual: `${apart.medianMs} ms (${apart.unplaced} left out)`,
        passed: apart.medianMs < GOAL_MS && apart.unplaced === 0,
      },
      {
        goal: `day length ≤ ${GOAL_RATIO} × the lower bound`,
        actual: `${apart.length} min against ${apart.lowerBound} (${apart.ratio})`,
        passed: apart.ratio <= GOAL_RATIO,
      },
    ];
    return {
      name: 'tournament-day',
      database: 'sqlite',
      seed: { matches: apart.matches, courts: COURTS.length, runs: RUNS },
      seedSeconds: 0,
      measurements: [],
      derived: {
        apart_median_ms: apart.medianMs,
        apart_length_min: apart.length,
        apart_lower_bound_min: apart.lowerBound,
        apart_ratio: apart.ratio,
        shared_median_ms: shared.medianMs,
        shared_length_min: shared.length,
        shared_ratio: shared.ratio,
        total_seconds: Math.round((performance.now() - started) / 10) / 100,
      },
      goals,
      notes: [
        'length and bound are play-hour minutes from the first day at 8:00 (nights left out)',
        'shared: a player in both events is never booked twice whatever the results, so their open matches and mixed matches cannot overlap at all; the bound ignores that',
      ],
    };
  },
};
