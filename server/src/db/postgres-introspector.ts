import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL introspector reads every schema of the database and calls
 * `pg_get_serial_sequence` and `has_schema_privilege` with each schema's name: when another
 * process drops a schema meanwhile (a test file that finished, another deployment's cleanup), the
 * migrator's "does my table exist" check fails with "schema … does not exist". The migrations only
 * ask about the schemas on this connection's search path, so that is all this one reads.
 */
export class SearchPathIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: introspection reads the catalog, whatever the app's tables
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace
      where nspname = any (current_schemas(false))`.execute(this.db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = any (current_schemas(false)) and c.relkind in ('r', 'v', 'p')
      order by ns.nspname, c.relname`.execute(this.db);
    return rows
      .filter((row) => options.withInternalKyselyTables || !row.name.startsWith('kysely_'))
      .map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === 'v', columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL with the introspector above. */
export class SearchPathPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: see SearchPathIntrospector
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}
