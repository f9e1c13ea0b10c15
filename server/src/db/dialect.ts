import type {
  ColumnDataType,
  CreateTableBuilder,
  Expression,
  QueryExecutorProvider,
  RawBuilder,
  SqlBool,
} from 'kysely';
import { sql } from 'kysely';

/**
 * The one place where SQLite and PostgreSQL differ. Migrations and repositories use these
 * helpers; nothing else looks at the dialect.
 */
export type DialectName = 'sqlite' | 'postgres';

/** An auto-increment integer primary key. */
export function addIdColumn<T extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: builder of any table
  table: CreateTableBuilder<T, any>,
  dialect: DialectName,
  // biome-ignore lint/suspicious/noExplicitAny: builder of any table
): CreateTableBuilder<T, any> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Timestamps: timestamptz on PostgreSQL, ISO-8601 text on SQLite (both compare in time order). */
export function timestampType(dialect: DialectName): ColumnDataType {
  return dialect === 'postgres' ? 'timestamptz' : 'text';
}

/** Booleans: boolean on PostgreSQL, 0/1 integers on SQLite. */
export function booleanType(dialect: DialectName): ColumnDataType {
  return dialect === 'postgres' ? 'boolean' : 'integer';
}

/** Current time as the ISO string the API speaks. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** SQLite hands booleans back as 0/1; PostgreSQL as true/false. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}

/** Timestamps come back as ISO strings on both engines (see the pg type parser in database.ts). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  // Stored values are already in this exact form: parsing them again costs more than the query.
  if (typeof value === 'string' && ISO_UTC.test(value)) return value;
  return new Date(String(value)).toISOString();
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

/** Counts come back as bigint strings on PostgreSQL. */
export function toInt(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** Is this error a unique-constraint violation (either engine)? */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * `expr LIKE '%term%'` with the term's wildcards escaped; the same SQL on both engines (SQLite
 * needs the ESCAPE clause spelled out). Compare folded text with a folded term.
 */
export function containsText(expr: Expression<unknown>, term: string): RawBuilder<SqlBool> {
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`${expr} like ${pattern} escape '\\'`;
}

const dialectsByDb = new WeakMap<object, DialectName>();

/**
 * The engine behind a Kysely instance (or transaction), for the helpers in this folder that
 * write different SQL per engine without every caller passing the dialect down: the two
 * compilers number parameters differently ($1 against ?).
 */
export function dialectOf(db: QueryExecutorProvider): DialectName {
  const known = dialectsByDb.get(db);
  if (known) return known;
  const dialect: DialectName = sql`${0}`.compile(db).sql === '$1' ? 'postgres' : 'sqlite';
  dialectsByDb.set(db, dialect);
  return dialect;
}
