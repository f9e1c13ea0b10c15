import type { SessionRound } from '@pickleball/domain';
import type { ScheduleRow } from './schedule-table';

/** A saved session's rounds as the schedule table shows them. */
export function toScheduleRows(rounds: readonly SessionRound[]): ScheduleRow[] {
  return [...rounds]
    .sort((a, b) => a.number - b.number)
    .map((round) => ({
      number: round.number,
      games: round.games.map((game) => ({
        key: game.id,
        court: game.court,
        team1: game.team1,
        team2: game.team2,
      })),
      sittingOut: round.sitting_out,
    }));
}
