import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Sign-ups for a club night (issue 31 §2): one row per player and session (a player who cancels
 * and signs up again goes back into line on the same row), its status and place in line, where
 * it came from, and the fee: paid in the app or marked by hand, by whom and when. The session gets
 * its cancellation cut-off (minutes before the start; two hours unless set). At the venue: when
 * the player was checked in and by whom, and whether a place was released as a no-show.
 */
export function matchSessionSignupsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('match_sessions')
        .addColumn('cancel_cutoff_minutes', 'integer', (col) => col.notNull().defaultTo(120))
        .execute();
      await addIdColumn(db.schema.createTable('match_session_signups'), dialect)
        .addColumn('session_id', 'integer', (col) =>
          col.notNull().references('match_sessions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('waitlist_position', 'integer')
        .addColumn('source', 'varchar(16)', (col) => col.notNull())
        .addColumn('signed_up_at', ts, (col) => col.notNull())
        .addColumn('promoted_at', ts)
        .addColumn('cancelled_at', ts)
        .addColumn('cancelled_by', 'integer')
        .addColumn('fee_status', 'varchar(8)', (col) => col.notNull())
        .addColumn('fee_method', 'varchar(16)')
        .addColumn('fee_note', 'varchar(255)')
        .addColumn('fee_marked_by', 'integer')
        .addColumn('fee_paid_at', ts)
        .addColumn('checked_in_at', ts)
        .addColumn('checked_in_by', 'integer')
        .addColumn('no_show', bool, (col) => col.notNull().defaultTo(false))
        .addColumn('updated_at', ts, (col) => col.notNull())
        .addUniqueConstraint('match_session_signups_player', ['session_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('match_session_signups_user')
        .on('match_session_signups')
        .columns(['user_id', 'status'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('match_session_signups').execute();
      await db.schema.alterTable('match_sessions').dropColumn('cancel_cutoff_minutes').execute();
    },
  };
}
