import { MAX_PLAYERS, MIN_PLAYERS, type ScheduleKind } from './scheduling.types';

/**
 * Callers validate user input first (with messages in the user's language); these throws only
 * guard the engine against a programming error, so they can stay plain RangeErrors.
 */
export function assertPlayers(kind: ScheduleKind, players: number): void {
  if (!Number.isInteger(players) || players < MIN_PLAYERS[kind] || players > MAX_PLAYERS)
    throw new RangeError(`${kind} needs ${MIN_PLAYERS[kind]}–${MAX_PLAYERS} players, got ${players}`);
}

export function assertPositiveInteger(name: string, value: number | undefined): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number ≥ 1, got ${value}`);
}
