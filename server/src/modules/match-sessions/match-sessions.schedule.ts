/**
 * Between the generator (player numbers 1..n, domain/src/scheduling) and sessions (user ids):
 * proposing a schedule, and checking one the organiser saves or edits by hand.
 */
import { randomInt } from 'node:crypto';
import {
  balanceByRating,
  describeSchedule,
  fullCycleRounds,
  type GeneratedRound,
  type GeneratedSchedule,
  generateDoublesRounds,
  generateSinglesRounds,
  type MatchSessionType,
  type ScheduleRound,
  SESSION_SEED_MAX,
  type SessionGenerateInput,
  type SessionPlayer,
  sittingOut,
  teamSizeOf,
  type ValidationMessage,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { AppError, fieldError } from '../../platform/errors';
import { toRating } from './match-sessions.mapper';
import { findUsersWithRatings } from './match-sessions.repository';

/** The selected users in selection order, with ratings; every id must be an existing user. */
export async function resolveSessionPlayers(
  db: Db,
  playerIds: readonly number[],
  type: MatchSessionType,
): Promise<SessionPlayer[]> {
  const found = new Map(
    (await findUsersWithRatings(db, playerIds, type)).map((row) => [
      row.id,
      { ...row, rating: toRating(row.rating) },
    ]),
  );
  return playerIds.map((id, index) => {
    const player = found.get(id);
    if (!player) throw fieldError(`player_ids.${index}`, 'unknown_player');
    return player;
  });
}

/** Numbers 1..n of the generator to user ids (number i is the i-th selected player). */
type NumberedRound = readonly (readonly [Side, Side])[];
type Side = number | readonly number[];

function toRounds(numbered: readonly NumberedRound[], playerIds: readonly number[]): GeneratedRound[] {
  const id = (number: number) => playerIds[number - 1] as number;
  const team = (side: Side) => (typeof side === 'number' ? [id(side)] : side.map(id));
  return numbered.map((round, index) => {
    const games = round.map(([a, b], court) => ({ court: court + 1, team1: team(a), team2: team(b) }));
    return { number: index + 1, games, sitting_out: sittingOut({ games }, playerIds) };
  });
}

/** A proposal for these settings (SPEC §3 "Generated output"); nothing is stored. */
export function proposeSchedule(
  input: SessionGenerateInput,
  players: readonly SessionPlayer[],
): GeneratedSchedule {
  const count = players.length;
  const courts = input.courts ?? undefined;
  const cycle = fullCycleRounds(input.match_type, count, courts);
  const rounds = input.rounds ?? cycle;
  const seed = input.seed ?? randomInt(0, SESSION_SEED_MAX);
  const playerIds = players.map((player) => player.id);
  const ratings = players.map((player) => player.rating);
  // A full cycle for 64 players takes at most a few tens of milliseconds (the benchmark).
  let numbered: readonly NumberedRound[];
  if (input.match_type === 'singles') numbered = generateSinglesRounds(count, rounds, { courts, seed });
  else {
    const schedule = generateDoublesRounds(count, rounds, { courts, seed });
    numbered = input.balance_by_rating ? balanceByRating(schedule, ratings, seed).schedule : schedule;
  }
  const generated = toRounds(numbered, playerIds);
  return {
    seed,
    players: [...players],
    rounds: generated,
    ...describeSchedule(input.match_type, generated, playerIds, {
      matchDurationMinutes: input.match_duration_minutes,
      fullCycleRounds: cycle,
      ratings,
    }),
  };
}

/**
 * A schedule written or edited by hand must still be a schedule: teams of the session's size,
 * only the session's players, nobody twice in a round. Answers every problem at once, by field.
 */
export function checkSchedule(
  type: MatchSessionType,
  rounds: readonly ScheduleRound[],
  playerIds: readonly number[],
  pathOf: (round: number, game: number) => string = (round, game) => `rounds.${round}.games.${game}.`,
): void {
  const size = teamSizeOf(type);
  const known = new Set(playerIds);
  const errors: Record<string, ValidationMessage[]> = {};
  const add = (path: string, message: ValidationMessage) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  rounds.forEach((round, roundIndex) => {
    const busy = new Set<number>();
    round.games.forEach((game, gameIndex) => {
      for (const team of ['team1', 'team2'] as const) {
        const path = `${pathOf(roundIndex, gameIndex)}${team}`;
        if (game[team].length !== size) add(path, { key: 'team_size', values: { count: size } });
        game[team].forEach((id, index) => {
          if (!known.has(id)) add(`${path}.${index}`, { key: 'not_session_player' });
          else if (busy.has(id)) add(`${path}.${index}`, { key: 'player_busy_in_round' });
          busy.add(id);
        });
      }
    });
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fieldErrors: errors });
}
