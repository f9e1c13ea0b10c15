import { type Kysely, sql } from 'kysely';

/**
 * Makes a PostgreSQL extension available and says in which schema it lives, or null when it
 * cannot be had (not installed on the server, no right to create it): callers then do without,
 * which must stay correct, only slower. Runs inside the migrations' transaction, so every try
 * sits behind a savepoint: a refused CREATE EXTENSION must not abort the rest.
 *
 * A new extension goes to `public` when it can: an extension lives once per database, and one
 * created in the app's own schema would be dropped with that schema (a test's or a benchmark's),
 * taking with it the indexes other schemas built on it.
 */
export async function ensureExtension(
  // biome-ignore lint/suspicious/noExplicitAny: used by migrations, written against the schema of their day
  db: Kysely<any>,
  name: string,
): Promise<string | null> {
  const installed = async () => {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = ${name}`.execute(db);
    return rows[0]?.schema ?? null;
  };
  const existing = await installed();
  if (existing) return existing;
  for (const schema of ['public', null]) {
    const created = await attempt(db, async () => {
      await (schema
        ? sql`create extension if not exists ${sql.id(name)} with schema ${sql.id(schema)}`
        : sql`create extension if not exists ${sql.id(name)}`
      ).execute(db);
    });
    // Another connection may have created it meanwhile (the unique-name race): theirs will do.
    const now = await installed();
    if (created || now) return now;
  }
  return null;
}

// biome-ignore lint/suspicious/noExplicitAny: see ensureExtension
async function attempt(db: Kysely<any>, run: () => Promise<void>): Promise<boolean> {
  await sql`savepoint ensure_extension`.execute(db);
  try {
    await run();
    await sql`release savepoint ensure_extension`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint ensure_extension`.execute(db);
    return false;
  }
}
