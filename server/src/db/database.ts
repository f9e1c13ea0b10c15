import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type KyselyConfig, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { JobsTable } from '../platform/jobs/jobs.table';
import type { DialectName } from './dialect';
import { SearchPathPostgresDialect } from './postgres-introspector';
import { namePreparedStatements } from './prepared';

/**
 * Every table of the product. The platform's are here; each module adds its own from its
 * `<module>.table.ts` (`declare module '../../db/database'`), so a new module's tables never
 * touch this file.
 */
export interface Database {
  jobs: JobsTable;
}

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
}

export interface DatabaseOptions {
  /** `postgres://…`, `sqlite:<path>`, a plain path, or `:memory:`. */
  url: string;
  /** PostgreSQL only: the schema to work in (tests use a fresh one per run). */
  schema?: string;
  poolSize?: number;
  /** Kysely's query log (the list profile reads every statement's SQL and parameters from it). */
  log?: KyselyConfig['log'];
}

export function dialectFromUrl(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect = dialectFromUrl(options.url);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: { getTypeParser: pgTypeParser },
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on('connect', namePreparedStatements);
    return {
      db: new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }), log: options.log }),
      dialect,
    };
  }
  const path = options.url.replace(/^sqlite:/, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: wrapSqlite(sqlite) }),
      log: options.log,
    }),
    dialect,
  };
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/** The API speaks one shape on both engines: numbers as numbers, timestamps as ISO-8601 UTC. */
function pgTypeParser(oid: number, format?: 'text' | 'binary') {
  switch (oid) {
    case PG_INT8:
    case PG_NUMERIC:
      return (value: string) => Number(value);
    case PG_TIMESTAMPTZ:
      return (value: string) => new Date(value).toISOString();
    case PG_TIMESTAMP:
      return (value: string) => new Date(`${value}Z`).toISOString();
    default:
      return pg.types.getTypeParser(oid, format ?? 'text');
  }
}

/**
 * better-sqlite3 binds no booleans or Dates: they become 0/1 and ISO strings here, so queries
 * are written once for both engines. Prepared statements are cached by their SQL text.
 */
function wrapSqlite(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const toParams = (parameters: ReadonlyArray<unknown>) =>
    parameters.map((value) =>
      typeof value === 'boolean' ? (value ? 1 : 0) : value instanceof Date ? value.toISOString() : value,
    );
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
        cache.set(sqlText, statement);
      }
      const prepared = statement;
      return {
        reader: prepared.reader,
        all: (parameters: ReadonlyArray<unknown>) => prepared.all(toParams(parameters)),
        run: (parameters: ReadonlyArray<unknown>) => prepared.run(toParams(parameters)),
        iterate: (parameters: ReadonlyArray<unknown>) => prepared.iterate(toParams(parameters)),
      };
    },
  };
}
