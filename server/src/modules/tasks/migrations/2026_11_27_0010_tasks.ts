import { type Kysely, type Migration, sql } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Tasks (SPEC §3 "Task") and their tags. The kanban key `position` must sort bytewise, as the
 * fractional keys are built to: PostgreSQL is told so with COLLATE "C" (its default collation
 * would sort by locale rules); SQLite's default BINARY collation already does. One key per status
 * (a unique index): two people dropping a card into the same gap cannot both take one key, so
 * the second retries with the first's key as a neighbour and both land, in one order.
 */
export function tasksMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  const bytewiseText = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('tasks'), dialect)
        .addColumn('title', 'varchar(200)', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('priority', 'varchar(16)', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('assigned_to', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('due_date', 'varchar(10)')
        .addColumn('estimated_hours', 'numeric(7, 2)')
        .addColumn('actual_hours', 'numeric(7, 2)')
        .addColumn('is_archived', bool, (col) => col.notNull())
        .addColumn('position', bytewiseText)
        .addColumn('revision', 'integer', (col) => col.notNull())
        .addColumn('completed_at', ts)
        .addColumn('archived_at', ts)
        .addColumn('reminded_for', 'varchar(40)')
        .addColumn('sort_title', 'text', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('tasks_status_position')
        .on('tasks')
        .columns(['status', 'position'])
        .unique()
        .execute();
      await db.schema
        .createIndex('tasks_archived_created')
        .on('tasks')
        .columns(['is_archived', 'created_at'])
        .execute();
      await db.schema.createIndex('tasks_assigned_to').on('tasks').column('assigned_to').execute();
      await db.schema.createIndex('tasks_due_date').on('tasks').column('due_date').execute();
      await db.schema
        .createTable('task_tags')
        .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
        .addColumn('tag', 'varchar(30)', (col) => col.notNull())
        .addColumn('tag_key', 'varchar(30)', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('task_tags_pk', ['task_id', 'tag_key'])
        .execute();
      await db.schema.createIndex('task_tags_tag_key').on('task_tags').column('tag_key').execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('task_tags').execute();
      await db.schema.dropTable('tasks').execute();
    },
  };
}
