import type { ScheduleRound } from '@pickleball/domain';

/** A schedule the organiser edits: rounds of games, user ids per team. */
export type EditableRound = { games: { team1: number[]; team2: number[] }[] };

/** A copy the organiser may change without touching what the server answered. */
export function toEditableRounds(rounds: readonly ScheduleRound[]): EditableRound[] {
  return rounds.map((round) => ({
    games: round.games.map((game) => ({ team1: [...game.team1], team2: [...game.team2] })),
  }));
}

/**
 * Two players of one round change places (SPEC §3, "swap by hand"): both playing, each takes the
 * other's spot (a partner becomes an opponent); one sitting out, they take the other's spot and
 * the other sits out. Two partners swapping, or two players sitting out, change nothing. The
 * other rounds are untouched; the original is never changed.
 */
export function swapPlayers(
  rounds: readonly EditableRound[],
  roundIndex: number,
  first: number,
  second: number,
): EditableRound[] {
  if (first === second) return toEditableRounds(rounds);
  return rounds.map((round, index) => {
    const copy = { games: round.games.map((game) => ({ team1: [...game.team1], team2: [...game.team2] })) };
    if (index !== roundIndex) return copy;
    const replace = (id: number) => (id === first ? second : id === second ? first : id);
    copy.games = copy.games.map((game) => ({
      team1: game.team1.map(replace),
      team2: game.team2.map(replace),
    }));
    return copy;
  });
}

/** Whether two players of a round can usefully swap: not partners, not both sitting out. */
export function canSwap(round: EditableRound, first: number, second: number): boolean {
  if (first === second) return false;
  const teamOf = (id: number) => {
    for (const [gameIndex, game] of round.games.entries()) {
      if (game.team1.includes(id)) return `${gameIndex}:1`;
      if (game.team2.includes(id)) return `${gameIndex}:2`;
    }
    return null;
  };
  const a = teamOf(first);
  const b = teamOf(second);
  if (a === null && b === null) return false;
  return a !== b;
}
