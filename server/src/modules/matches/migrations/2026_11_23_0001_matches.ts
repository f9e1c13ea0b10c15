import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/** Matches with their players, games, players' confirmations and live-scoring log; the in-app inbox. */
export function matchesMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('matches'), dialect)
        .addColumn('event', 'varchar(200)', (col) => col.notNull())
        .addColumn('location', 'varchar(255)')
        .addColumn('played_at', ts, (col) => col.notNull())
        .addColumn('discipline', 'varchar(16)', (col) => col.notNull())
        .addColumn('format', 'varchar(16)', (col) => col.notNull())
        .addColumn('best_of', 'integer', (col) => col.notNull())
        .addColumn('target_points', 'integer', (col) => col.notNull())
        .addColumn('win_by', 'integer', (col) => col.notNull())
        .addColumn('tiebreak_target', 'integer')
        .addColumn('score_type', 'varchar(16)', (col) => col.notNull())
        .addColumn('notes', 'text')
        .addColumn('is_certified', bool, (col) => col.notNull())
        .addColumn('status', 'varchar(24)', (col) => col.notNull())
        .addColumn('winner_team', 'integer')
        .addColumn('status_reason', 'varchar(1000)')
        // Live scoring: the engine's state (JSON text), its session status and the events applied.
        .addColumn('live_status', 'varchar(16)')
        .addColumn('live_state', 'text')
        .addColumn('live_seq', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sides_swapped', bool, (col) => col.notNull().defaultTo(false))
        .addColumn('search_text', 'varchar(2048)', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('submitted_at', ts)
        .addColumn('reviewed_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('matches_played_at_index')
        .on('matches')
        .columns(['played_at', 'id'])
        .execute();
      await db.schema
        .createIndex('matches_status_index')
        .on('matches')
        .columns(['status', 'played_at'])
        .execute();

      await db.schema
        .createTable('match_players')
        .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
        .addColumn('team', 'integer', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('match_players_pk', ['match_id', 'user_id'])
        .execute();
      await db.schema.createIndex('match_players_user_index').on('match_players').column('user_id').execute();

      await db.schema
        .createTable('match_games')
        .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('game_number', 'integer', (col) => col.notNull())
        .addColumn('team1', 'integer', (col) => col.notNull())
        .addColumn('team2', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('match_games_pk', ['match_id', 'game_number'])
        .execute();

      await db.schema
        .createTable('match_confirmations')
        .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('reason', 'varchar(1000)')
        .addColumn('requested_at', ts, (col) => col.notNull())
        .addColumn('responded_at', ts)
        .addPrimaryKeyConstraint('match_confirmations_pk', ['match_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('match_confirmations_user_index')
        .on('match_confirmations')
        .columns(['user_id', 'status'])
        .execute();

      // Every live-scoring action in order: the unique (match, seq) makes each land exactly once.
      await db.schema
        .createTable('match_live_events')
        .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (col) => col.notNull())
        .addColumn('kind', 'varchar(16)', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addPrimaryKeyConstraint('match_live_events_pk', ['match_id', 'seq'])
        .execute();

      await addIdColumn(db.schema.createTable('inbox_items'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'varchar(64)', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('read_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('inbox_items_user_index')
        .on('inbox_items')
        .columns(['user_id', 'read_at', 'id'])
        .execute();
    },

    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of [
        'inbox_items',
        'match_live_events',
        'match_confirmations',
        'match_games',
        'match_players',
        'matches',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
