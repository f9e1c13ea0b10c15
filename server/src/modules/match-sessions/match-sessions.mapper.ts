import type { SessionGameRow } from './match-sessions.repository';

/** A rating column as a number (the database may answer a numeric as text), or null. */
export const toRating = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A session game's two teams as user ids (the second player of each only in doubles). */
export const gameTeams = (game: SessionGameRow) => ({
  team1: [game.player1, ...(game.player2 === null ? [] : [game.player2])],
  team2: [game.player3, ...(game.player4 === null ? [] : [game.player4])],
});
