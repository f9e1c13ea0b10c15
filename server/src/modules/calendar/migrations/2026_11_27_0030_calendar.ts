import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Calendar (issue 16 §1): meetings (a series; a single meeting has no recurrence), their
 * participants with answers, the exceptions of single occurrences, the reminders sent (one row per
 * occurrence and reminder: the database refuses a second), and each user's private feed link.
 * Occurrences are never stored: domain/src/calendar/recurrence.ts computes them.
 */
export function calendarMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('meetings'), dialect)
        .addColumn('title', 'varchar(200)', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('location', 'varchar(255)')
        .addColumn('meeting_url', 'varchar(500)')
        .addColumn('agenda', 'text')
        .addColumn('notes', 'text')
        .addColumn('start_at', ts, (col) => col.notNull())
        .addColumn('end_at', ts, (col) => col.notNull())
        // The end of the last occurrence (null: the series goes on): what a range query reads.
        .addColumn('series_end_at', ts)
        .addColumn('all_day', bool, (col) => col.notNull())
        .addColumn('timezone', 'varchar(64)', (col) => col.notNull())
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('priority', 'varchar(16)', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('organizer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('recurrence_pattern', 'varchar(16)')
        .addColumn('recurrence_interval', 'integer', (col) => col.notNull())
        .addColumn('recurrence_weekdays', 'text', (col) => col.notNull())
        .addColumn('recurrence_until', 'varchar(10)')
        .addColumn('reminders', 'text', (col) => col.notNull())
        .addColumn('attachments', 'text', (col) => col.notNull())
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('meetings_start').on('meetings').columns(['start_at']).execute();
      await db.schema.createIndex('meetings_series_end').on('meetings').columns(['series_end_at']).execute();
      await db.schema
        .createTable('meeting_participants')
        .addColumn('meeting_id', 'integer', (col) =>
          col.notNull().references('meetings.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'varchar(16)', (col) => col.notNull())
        .addColumn('response', 'varchar(16)', (col) => col.notNull())
        .addColumn('responded_at', ts)
        .addPrimaryKeyConstraint('meeting_participants_pk', ['meeting_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('meeting_participants_user')
        .on('meeting_participants')
        .columns(['user_id', 'meeting_id'])
        .execute();
      await addIdColumn(db.schema.createTable('meeting_exceptions'), dialect)
        .addColumn('meeting_id', 'integer', (col) =>
          col.notNull().references('meetings.id').onDelete('cascade'),
        )
        .addColumn('original_start', ts, (col) => col.notNull())
        .addColumn('is_cancelled', bool, (col) => col.notNull())
        .addColumn('start_at', ts)
        .addColumn('end_at', ts)
        .addColumn('title', 'varchar(200)')
        .addColumn('location', 'varchar(255)')
        .addColumn('notes', 'text')
        .addColumn('status', 'varchar(16)')
        .addColumn('updated_at', ts, (col) => col.notNull())
        .addUniqueConstraint('meeting_exceptions_occurrence', ['meeting_id', 'original_start'])
        .execute();
      await db.schema
        .createIndex('meeting_exceptions_moved')
        .on('meeting_exceptions')
        .columns(['start_at'])
        .execute();
      await db.schema
        .createTable('meeting_reminders_sent')
        .addColumn('meeting_id', 'integer', (col) =>
          col.notNull().references('meetings.id').onDelete('cascade'),
        )
        .addColumn('occurrence_start', ts, (col) => col.notNull())
        .addColumn('minutes', 'integer', (col) => col.notNull())
        .addColumn('sent_at', ts, (col) => col.notNull())
        .addPrimaryKeyConstraint('meeting_reminders_sent_pk', ['meeting_id', 'occurrence_start', 'minutes'])
        .execute();
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        // The token sealed with the server's secret, so its owner can copy the link again.
        .addColumn('token_sealed', 'text', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('calendar_feeds').execute();
      await db.schema.dropTable('meeting_reminders_sent').execute();
      await db.schema.dropTable('meeting_exceptions').execute();
      await db.schema.dropTable('meeting_participants').execute();
      await db.schema.dropTable('meetings').execute();
    },
  };
}
