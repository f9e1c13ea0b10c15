import { foldForSearch } from '@pickleball/domain';
import type { Kysely, Migration } from 'kysely';

/**
 * A match session's matches were named "<session> · Round 1 · Court 1" in the language of whoever
 * started the session. They keep the parts instead (the round's number in the session, the court),
 * and the event is the session's name alone: the screens build "Vòng 1 · Sân 1" or "Round 1 ·
 * Court 1" in the reader's language.
 */
export function matchSessionPartsMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema.alterTable('matches').addColumn('session_round', 'integer').execute();
      await db.schema.alterTable('matches').addColumn('session_court', 'integer').execute();
      const games = (await db
        .selectFrom('match_session_games')
        .innerJoin('match_sessions', 'match_sessions.id', 'match_session_games.session_id')
        .select([
          'match_session_games.session_id',
          'match_session_games.round',
          'match_session_games.court',
          'match_session_games.match_id',
          'match_sessions.name',
        ])
        .where('match_session_games.match_id', 'is not', null)
        .execute()) as { session_id: number; round: number; court: number; match_id: number; name: string }[];
      // Rounds are numbered 1..r in order within their session, as the session's screens number them.
      const roundsOf = new Map<number, number[]>();
      for (const game of games)
        roundsOf.set(game.session_id, [...(roundsOf.get(game.session_id) ?? []), game.round]);
      for (const game of games) {
        const rounds = [...new Set(roundsOf.get(game.session_id))].sort((a, b) => a - b);
        await db
          .updateTable('matches')
          .set({
            session_round: rounds.indexOf(game.round) + 1,
            session_court: game.court,
            event: game.name,
            event_key: foldForSearch(game.name).slice(0, 200),
          })
          .where('id', '=', game.match_id)
          .execute();
      }
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('matches').dropColumn('session_court').execute();
      await db.schema.alterTable('matches').dropColumn('session_round').execute();
    },
  };
}
