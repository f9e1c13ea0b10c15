import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Match sessions (SPEC §3 "Match session"): the settings and players an organiser generated a
 * schedule for, and its games round by round; each game gets its real match when the session
 * starts. The fairness figures are kept on the session for the list (recomputed on every edit).
 */
export function matchSessionsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('match_sessions'), dialect)
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('match_type', 'varchar(16)', (col) => col.notNull())
        .addColumn('club_id', 'integer', (col) => col.references('clubs.id').onDelete('set null'))
        .addColumn('best_of', 'integer', (col) => col.notNull())
        .addColumn('target_points', 'integer', (col) => col.notNull())
        .addColumn('win_by', 'integer', (col) => col.notNull())
        .addColumn('match_duration_minutes', 'integer', (col) => col.notNull())
        .addColumn('courts', 'integer')
        .addColumn('seed', 'integer', (col) => col.notNull())
        .addColumn('balance_by_rating', bool, (col) => col.notNull())
        .addColumn('full_cycle_rounds', 'integer', (col) => col.notNull())
        .addColumn('rounds_count', 'integer', (col) => col.notNull())
        .addColumn('total_matches', 'integer', (col) => col.notNull())
        .addColumn('fairness_score', 'integer', (col) => col.notNull())
        .addColumn('fairness_label', 'varchar(24)', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .addColumn('started_at', ts)
        .addColumn('completed_at', ts)
        .addColumn('cancelled_at', ts)
        .execute();
      await db.schema
        .createIndex('match_sessions_status_created')
        .on('match_sessions')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createTable('match_session_players')
        .addColumn('session_id', 'integer', (col) =>
          col.notNull().references('match_sessions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        /** 1..n: the player's number in the generated schedule (the order they were picked in). */
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('match_session_players_pk', ['session_id', 'user_id'])
        .execute();
      await addIdColumn(db.schema.createTable('match_session_games'), dialect)
        .addColumn('session_id', 'integer', (col) =>
          col.notNull().references('match_sessions.id').onDelete('cascade'),
        )
        .addColumn('round', 'integer', (col) => col.notNull())
        .addColumn('court', 'integer', (col) => col.notNull())
        // Team 1 is player1 (+ player2 in doubles), team 2 is player3 (+ player4).
        .addColumn('player1', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('player2', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('player3', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('player4', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('match_id', 'integer', (col) => col.unique().references('matches.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('match_session_games_session_round')
        .on('match_session_games')
        .columns(['session_id', 'round', 'court'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('match_session_games').execute();
      await db.schema.dropTable('match_session_players').execute();
      await db.schema.dropTable('match_sessions').execute();
    },
  };
}
