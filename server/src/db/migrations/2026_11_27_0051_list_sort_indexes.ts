import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * An index on (sort column, id) for every sort the three large lists offer (users, courts,
 * matches) and the audit trail's time, so that a page in any of their orders, and a cursor continuing one, reads its rows
 * from the index instead of sorting the whole table (see db/keyset.ts).
 *
 * Also user_roles by (role, user), so the users list filtered by a role reads that role's holders
 * in user order instead of the whole table of grants.
 *
 * A nullable column's index keeps NULLs first, the order both engines use for them (SQLite's
 * own; PostgreSQL needs it said, and SQLite accepts no NULLS clause in an index).
 */
const INDEXES: readonly { table: string; column: string; nullable?: boolean; replaces?: string }[] = [
  { table: 'users', column: 'sort_name', replaces: 'users_sort_name_index' },
  { table: 'users', column: 'username' },
  { table: 'users', column: 'email', nullable: true },
  { table: 'users', column: 'last_login_at', nullable: true },
  { table: 'courts', column: 'sort_name', replaces: 'courts_sort_name_index' },
  { table: 'courts', column: 'created_at' },
  { table: 'courts', column: 'number_of_courts' },
  { table: 'courts', column: 'price_cents', nullable: true },
  { table: 'matches', column: 'created_at' },
  { table: 'matches', column: 'event' },
  { table: 'matches', column: 'status' },
  { table: 'audit_logs', column: 'created_at', replaces: 'audit_logs_created_at_index' },
];

const indexName = (table: string, column: string) => `${table}_${column}_id_index`;

export function listSortIndexesMigration(dialect: DialectName): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      for (const { table, column, nullable, replaces } of INDEXES) {
        const nulls = nullable && dialect === 'postgres' ? sql` nulls first` : sql``;
        await sql`create index ${sql.id(indexName(table, column))} on ${sql.table(table)}
          (${sql.ref(column)}${nulls}, id)`.execute(db);
        if (replaces) await sql`drop index ${sql.id(replaces)}`.execute(db);
      }
      await sql`create index user_roles_role_user_index on user_roles (role_id, user_id)`.execute(db);
      await sql`drop index user_roles_role_index`.execute(db);
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await sql`create index user_roles_role_index on user_roles (role_id)`.execute(db);
      await sql`drop index user_roles_role_user_index`.execute(db);
      for (const { table, column, replaces } of INDEXES) {
        if (replaces)
          await sql`create index ${sql.id(replaces)} on ${sql.table(table)} (${sql.ref(column)})`.execute(db);
        await sql`drop index ${sql.id(indexName(table, column))}`.execute(db);
      }
    },
  };
}
