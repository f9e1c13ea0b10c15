/**
 * How fast a club night follows what happens at the courts (domain/src/scheduling): the rest of
 * the night planned again after a late arrival (40 players on 8 courts, 6 rounds played, 8 to
 * plan: replan.ts), and the next game for a free court in queue mode with 40 waiting and 120
 * games played (court-queue.ts). The organiser taps and the screens follow, so both must be far
 * below what a person notices. Median of several runs, in milliseconds. Pure computation: no
 * server, no database.
 */
import {
  type NightRound,
  pickNextGame,
  type QueuedPlayer,
  type QueueGame,
  queueHistory,
  replanRounds,
} from '@pickleball/domain';
import type { Benchmark } from '../lib/types';

const RUNS = 15;
const REPLAN_GOAL_MS = 50;
const PICK_GOAL_MS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** 6 rounds of 39 players on 8 courts, then player 40 arrives: the rest is planned again. */
function measureReplan(run: number): number {
  const present = Array.from({ length: 39 }, (_, i) => i + 1);
  const played: NightRound[] = replanRounds({ played: [], present, rounds: 6, courts: 8, seed: run });
  const started = performance.now();
  replanRounds({ played, present: [...present, 40], rounds: 8, courts: 8, seed: run });
  return performance.now() - started;
}

/** 40 waiting with games 2–4 and 120 games of history among 48 players. */
function measurePick(run: number): number {
  const games: QueueGame[] = Array.from({ length: 120 }, (_, g) => {
    const at = (k: number) => ((g * 7 + k * 13 + run) % 48) + 1;
    return [
      [at(0), at(1)],
      [at(2), at(3)],
    ];
  });
  const waiting: QueuedPlayer[] = Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    games: 2 + ((i * 5 + run) % 3),
    waitingSince: (i * 11 + run) % 40,
    rating: 3 + (i % 7) / 2,
  }));
  const started = performance.now();
  pickNextGame(waiting, queueHistory(games), { balanceByRating: true });
  return performance.now() - started;
}

export const benchmark: Benchmark = {
  name: 'club-night',
  description: `re-plan 40 players on 8 courts, and a queue pick with 40 waiting: median of ${RUNS} runs`,
  async run({ log }) {
    const started = performance.now();
    log('re-planning the rest of a night after a late arrival');
    const replanMs = round2(median(Array.from({ length: RUNS }, (_, run) => measureReplan(run))));
    log('picking the next game of a free court');
    const pickMs = round2(median(Array.from({ length: RUNS }, (_, run) => measurePick(run))));
    return {
      name: 'club-night',
      database: 'sqlite',
      seed: { runs: RUNS },
      seedSeconds: 0,
      measurements: [],
      derived: {
        replan_40_players_8_courts_median_ms: replanMs,
        queue_pick_40_waiting_median_ms: pickMs,
        total_seconds: Math.round((performance.now() - started) / 10) / 100,
      },
      goals: [
        {
          goal: `re-plan 8 rounds for 40 players on 8 courts < ${REPLAN_GOAL_MS} ms`,
          actual: `${replanMs} ms`,
          passed: replanMs < REPLAN_GOAL_MS,
        },
        {
          goal: `queue pick with 40 waiting (120 games played) < ${PICK_GOAL_MS} ms`,
          actual: `${pickMs} ms`,
          passed: pickMs < PICK_GOAL_MS,
        },
      ],
      notes: [
        'the history of the queue pick includes the time to count it (queueHistory), as the server would on each pick',
        'measured while other work may run on the machine: the figures are an upper bound',
      ],
    };
  },
};
