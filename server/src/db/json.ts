import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './dialect';

/**
 * JSON built by the database: a list page read as one JSON text instead of rows turned into
 * objects one value at a time (which is most of a list request's cost). The field list is
 * explicit, so nothing undeclared leaves the database; values come out in the API's shapes on
 * both engines: booleans as true/false, timestamps as ISO-8601 UTC with milliseconds.
 */
/** A JSON document from the database: UTF-8 bytes (SQLite) or text (PostgreSQL). */
export type JsonDocument = string | Buffer;

export type JsonField =
  | { kind: 'value'; expr: RawBuilder<unknown> }
  | { kind: 'boolean'; expr: RawBuilder<unknown> }
  | { kind: 'timestamp'; expr: RawBuilder<unknown> }
  /** A nested JSON document (an array built by jsonArray). */
  | { kind: 'json'; expr: RawBuilder<unknown> };

function fieldSql(dialect: DialectName, field: JsonField): RawBuilder<unknown> {
  if (dialect === 'postgres') {
    if (field.kind === 'timestamp') {
      return sql`to_char(${field.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    }
    return field.expr;
  }
  // SQLite keeps ISO text as it was written and booleans as 0/1.
  if (field.kind === 'boolean') return sql`json(case when ${field.expr} then 'true' else 'false' end)`;
  if (field.kind === 'json') return sql`json(${field.expr})`;
  return field.expr;
}

export function jsonObject(dialect: DialectName, fields: Record<string, JsonField>): RawBuilder<unknown> {
  const pairs = Object.entries(fields).map(
    ([name, field]) => sql`${sql.lit(name)}, ${fieldSql(dialect, field)}`,
  );
  return dialect === 'postgres'
    ? sql`json_build_object(${sql.join(pairs)})`
    : sql`json_object(${sql.join(pairs)})`;
}

/**
 * The aggregate of objects, in order ('[]' when there are none): for the outermost array, the
 * JSON's UTF-8 bytes on SQLite (better-sqlite3 hands a blob over as a Buffer: no JavaScript
 * string is made of a 36 kB page only to be encoded back to bytes for the socket, which halved
 * the garbage collector's share of a list request) and JSON text on PostgreSQL; a JSON value
 * when nested in another object.
 */
export function jsonArray(
  dialect: DialectName,
  element: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
  as: 'text' | 'nested' = 'text',
): RawBuilder<JsonDocument> {
  if (dialect === 'sqlite') {
    const array = sql`json_group_array(${element} order by ${orderBy})`;
    return as === 'text' ? sql<Buffer>`cast(${array} as blob)` : sql<string>`${array}`;
  }
  const array = sql`coalesce(json_agg(${element} order by ${orderBy}), '[]'::json)`;
  return as === 'text' ? sql<string>`${array}::text` : sql<string>`${array}`;
}
