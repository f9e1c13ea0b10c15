/**
 * The generator's call for one proposal, in player numbers 1..n: the same function whether it
 * runs on the request's thread or in the schedule worker (schedule-worker.ts).
 */
import {
  balanceByRating,
  type DoublesRound,
  generateDoublesRounds,
  generateSinglesRounds,
  type MatchSessionType,
  type SinglesRound,
} from '@pickleball/domain';

export interface ScheduleRequest {
  type: MatchSessionType;
  players: number;
  rounds: number;
  courts: number | undefined;
  seed: number;
  balanceByRating: boolean;
  ratings: (number | null)[];
}

export function generateNumbered(request: ScheduleRequest): DoublesRound[] | SinglesRound[] {
  const options = { courts: request.courts, seed: request.seed };
  if (request.type === 'singles') return generateSinglesRounds(request.players, request.rounds, options);
  const schedule = generateDoublesRounds(request.players, request.rounds, options);
  return request.balanceByRating
    ? balanceByRating(schedule, request.ratings, request.seed).schedule
    : schedule;
}

/**
 * Small proposals take a few milliseconds; large ones without a whist design search round by
 * round and can take a second at 64 players, which must not stall the event loop that serves
 * live scoreboards: those go to the worker.
 */
export const WORKER_PLAYER_THRESHOLD = 24;
