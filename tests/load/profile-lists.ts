/**
 * `npm run profile:lists -w @pickleball/tests`: every list endpoint on PostgreSQL over 100,000
 * users, 50,000 courts, 100,000 matches and 80,000 rank points, and what its SQL costs.
 *
 * For each request variant (first page, a search, a filter, a deep page, a sort): a few warm-up
 * calls, then PROFILE_REPEAT calls through the app (inject: no HTTP in the way), with the totals
 * cache off so every call pays its count. Reported per variant: the mean SQL execution time of
 * one request (pg_stat_statements when the server preloads it, else Kysely's timing of each
 * statement, which adds the loopback round trip), its heaviest statements, and EXPLAIN (ANALYZE,
 * BUFFERS) of the heaviest one: execution time, buffers, and any sequential scan that read more
 * than 10,000 rows ("reads the whole table").
 *
 * Environment:
 *   PROFILE_DATABASE_URL  postgres://… (default BENCH_DATABASE_URL)
 *   PROFILE_SCHEMA        reuse this schema (seeded by an earlier run with PROFILE_KEEP=1)
 *   PROFILE_KEEP=1        keep the schema afterwards (its name is printed)
 *   PROFILE_ONLY=users    only the lists whose label contains one of these (comma-separated)
 *   PROFILE_REPEAT=30     calls per variant
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@pickleball/server/src/app';
import { loadConfig } from '@pickleball/server/src/config';
import { createDatabase } from '@pickleball/server/src/db/database';
import { migrateToLatest } from '@pickleball/server/src/db/migrate';
import { seedAdmin, seedCatalogue } from '@pickleball/server/src/db/seed';
import { createPasswordHasher } from '@pickleball/server/src/platform/auth/passwords';
import { CountCache } from '@pickleball/server/src/platform/count-cache';
import type { FastifyInstance } from 'fastify';
import { type LogEvent, sql } from 'kysely';
import pg from 'pg';
import { PROFILE_TARGETS, type ProfileTarget } from './lib/profile-targets';
import { seedCourts } from './lib/seed-courts';
import { seedMatches } from './lib/seed-matches';
import { seedRankpoints } from './lib/seed-rankpoints';
import { seedUsers } from './lib/seed-users';

const USERS = 100_000;
const COURTS = 50_000;
const MATCHES = 100_000;
const WARM_UP_CALLS = 3;
const WHOLE_TABLE_ROWS = 10_000;
const RESULTS_FILE = fileURLToPath(new URL('./results/profile-lists.json', import.meta.url));

const log = (message: string) => console.error(`[profile] ${message}`);

interface Statement {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}

interface StatementStat {
  query: string;
  calls: number;
  meanMs: number;
  rowsPerCall: number;
}

interface PlanSummary {
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
  nodes: string[];
  wholeTableScans: string[];
}

interface VariantResult {
  list: string;
  variant: string;
  path: string;
  status: number;
  requestMs: number;
  sqlMsPerRequest: number;
  source: 'pg_stat_statements' | 'client timing';
  statements: StatementStat[];
  plan?: PlanSummary & { query: string };
}

function connectionUrl(): string {
  const url = (process.env.PROFILE_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? '').trim();
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('set PROFILE_DATABASE_URL to a postgres:// URL');
  return url;
}

async function prepareSchema(url: string): Promise<{ schema: string; seeded: boolean }> {
  const reuse = process.env.PROFILE_SCHEMA?.trim();
  if (reuse) return { schema: reuse, seeded: true };
  const schema = `profile_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return { schema, seeded: false };
}

async function seed(url: string, schema: string, admin: { username: string; password: string }) {
  const handle = createDatabase({ url, schema, poolSize: 2 });
  try {
    await migrateToLatest(handle.db, handle.dialect, schema);
    await seedCatalogue(handle.db);
    const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
    await seedAdmin(handle.db, passwords, admin);
    const context = {
      db: handle.db,
      dialect: 'postgres' as const,
      passwords,
      signal: new AbortController().signal,
      log,
    };
    await seedUsers(context, { count: USERS });
    await seedCourts(context, COURTS);
    await seedMatches(context, MATCHES);
    await seedRankpoints(context);
  } finally {
    await handle.db.destroy();
  }
}

async function hasStatStatements(client: pg.Client): Promise<boolean> {
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
    return true;
  } catch {
    return false;
  }
}

/** Walks EXPLAIN's JSON plan: node names, and scans that read more than WHOLE_TABLE_ROWS rows. */
function summarisePlan(plan: Record<string, unknown>): PlanSummary {
  const nodes: string[] = [];
  const wholeTableScans: string[] = [];
  const visit = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    const relation = node['Relation Name'] ? ` on ${String(node['Relation Name'])}` : '';
    const index = node['Index Name'] ? ` using ${String(node['Index Name'])}` : '';
    nodes.push(`${type}${relation}${index}`);
    const loops = Number(node['Actual Loops'] ?? 1);
    const read = (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) * loops;
    if (type === 'Seq Scan' && read > WHOLE_TABLE_ROWS)
      wholeTableScans.push(`${type}${relation}: ${Math.round(read).toLocaleString('en-US')} rows read`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  const root = plan.Plan as Record<string, unknown>;
  visit(root);
  return {
    executionMs: Number(plan['Execution Time'] ?? 0),
    planningMs: Number(plan['Planning Time'] ?? 0),
    sharedHit: Number(root['Shared Hit Blocks'] ?? 0),
    sharedRead: Number(root['Shared Read Blocks'] ?? 0),
    nodes,
    wholeTableScans,
  };
}

async function explain(client: pg.Client, statement: Statement): Promise<PlanSummary> {
  const { rows } = await client.query(
    `explain (analyze, buffers, format json) ${statement.sql}`,
    statement.parameters as unknown[],
  );
  const [first] = rows as { 'QUERY PLAN': Record<string, unknown>[] }[];
  const plan = first?.['QUERY PLAN'][0];
  if (!plan) throw new Error('EXPLAIN returned no plan');
  return summarisePlan(plan);
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function profileVariant(
  app: FastifyInstance,
  client: pg.Client,
  statStatements: boolean,
  captured: Statement[],
  token: string,
  target: ProfileTarget,
  variant: { name: string; path: string },
  repeat: number,
): Promise<VariantResult> {
  const call = () =>
    app.inject({ method: 'GET', url: variant.path, headers: { authorization: `Bearer ${token}` } });
  for (let index = 0; index < WARM_UP_CALLS; index += 1) await call();
  captured.length = 0;
  if (statStatements) await client.query('select pg_stat_statements_reset()');
  let status = 0;
  const started = performance.now();
  for (let index = 0; index < repeat; index += 1) status = (await call()).statusCode;
  const requestMs = (performance.now() - started) / repeat;
  const ours = [...captured];

  let statements: StatementStat[];
  if (statStatements) {
    const { rows } = await client.query<{ query: string; calls: string; mean: number; rows: string }>(
      `select query, calls, mean_exec_time as mean, rows from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
         and query not ilike '%pg_stat_statements%' and toplevel`,
    );
    statements = rows.map((row) => ({
      query: normalise(row.query),
      calls: Number(row.calls),
      meanMs: row.mean,
      rowsPerCall: Number(row.rows) / Math.max(1, Number(row.calls)),
    }));
  } else {
    const grouped = new Map<string, StatementStat>();
    for (const statement of ours) {
      const key = normalise(statement.sql);
      const entry = grouped.get(key) ?? { query: key, calls: 0, meanMs: 0, rowsPerCall: 0 };
      entry.meanMs = (entry.meanMs * entry.calls + statement.ms) / (entry.calls + 1);
      entry.calls += 1;
      grouped.set(key, entry);
    }
    statements = [...grouped.values()];
  }
  statements.sort((a, b) => b.meanMs * b.calls - a.meanMs * a.calls);
  const sqlMsPerRequest = statements.reduce((sum, s) => sum + s.meanMs * s.calls, 0) / repeat;

  // The heaviest statement by total time (not an EXPLAIN the count made), explained with the
  // parameters of one real call.
  const heaviest = statements.find((statement) => !/^explain/i.test(statement.query));
  let plan: VariantResult['plan'];
  if (heaviest) {
    const explainable = ours.filter((statement) => !/^\s*explain/i.test(statement.sql));
    const sample =
      explainable.find((statement) => normalise(statement.sql) === heaviest.query) ??
      [...explainable].sort((a, b) => b.ms - a.ms)[0];
    if (sample) plan = { query: normalise(sample.sql), ...(await explain(client, sample)) };
  }
  return {
    list: target.label,
    variant: variant.name,
    path: variant.path,
    status,
    requestMs,
    sqlMsPerRequest,
    source: statStatements ? 'pg_stat_statements' : 'client timing',
    statements: statements.slice(0, 4),
    plan,
  };
}

function printResult(result: VariantResult): void {
  const flag = result.plan?.wholeTableScans.length ? '  WHOLE TABLE' : '';
  console.log(
    `${result.list.padEnd(34)} ${result.variant.padEnd(16)} ${String(result.status).padStart(3)}  ` +
      `SQL ${result.sqlMsPerRequest.toFixed(2).padStart(7)} ms/request  (request ${result.requestMs.toFixed(1)} ms)${flag}`,
  );
  for (const statement of result.statements.slice(0, 2))
    console.log(
      `      ${statement.meanMs.toFixed(3).padStart(8)} ms × ${statement.calls}  ${statement.query.slice(0, 150)}`,
    );
  if (result.plan) {
    console.log(
      `      plan: ${result.plan.executionMs.toFixed(2)} ms, buffers hit ${result.plan.sharedHit} read ${result.plan.sharedRead}; ${result.plan.nodes.slice(0, 6).join(' > ')}`,
    );
    for (const scan of result.plan.wholeTableScans) console.log(`      ! ${scan}`);
  }
}

async function main(): Promise<void> {
  const url = connectionUrl();
  const repeat = Number(process.env.PROFILE_REPEAT ?? 30);
  const only = (process.env.PROFILE_ONLY ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const admin = { username: 'admin', password: 'ProfileAdmin123' };
  const { schema, seeded } = await prepareSchema(url);
  log(
    `schema ${schema}${seeded ? ' (reused)' : ''}; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!seeded) {
      await seed(url, schema, admin);
    }
    await client.query(`set search_path = ${schema}, public`);
    const statStatements = await hasStatStatements(client);
    log(
      statStatements
        ? 'pg_stat_statements: available'
        : 'pg_stat_statements: not preloaded, using client timing',
    );

    const captured: Statement[] = [];
    const handle = createDatabase({
      url,
      schema,
      poolSize: 4,
      log: (event: LogEvent) => {
        if (event.level === 'query')
          captured.push({
            sql: event.query.sql,
            parameters: event.query.parameters,
            ms: event.queryDurationMillis,
          });
      },
    });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      DATABASE_URL: url,
      WORKER_ENABLED: 'false',
    } as NodeJS.ProcessEnv);
    config.databaseSchema = schema;
    const app = await buildApp(config, { database: handle, logger: false });
    try {
      // Migrations may have added indexes since the seed: the planner needs their statistics. And
      // the seed's updates (the leaderboard's baseline) left dead rows that a live system's
      // autovacuum would have cleared, with the visibility map index-only scans rely on.
      await sql`vacuum analyze`.execute(handle.db);
      // Every call pays its count, so the figures show what a cold total costs.
      app.services.counts = new CountCache(0);
      const loginResponse = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login: admin.username, password: admin.password },
      });
      const token = (loginResponse.json() as { data: { access_token: string } }).data.access_token;

      const results: VariantResult[] = [];
      for (const target of PROFILE_TARGETS) {
        if (only.length > 0 && !only.some((part) => target.label.toLowerCase().includes(part))) continue;
        for (const variant of await target.variants(app, token)) {
          const result = await profileVariant(
            app,
            client,
            statStatements,
            captured,
            token,
            target,
            variant,
            repeat,
          );
          printResult(result);
          results.push(result);
        }
      }
      mkdirSync(dirname(RESULTS_FILE), { recursive: true });
      writeFileSync(
        RESULTS_FILE,
        `${JSON.stringify({ at: new Date().toISOString(), load_average: loadavg(), schema, results }, null, 2)}\n`,
      );
      log(`results saved to ${RESULTS_FILE}`);
    } finally {
      await app.close();
      await handle.db.destroy();
    }
  } finally {
    if (!process.env.PROFILE_KEEP && !process.env.PROFILE_SCHEMA) {
      await client.query(`drop schema ${schema} cascade`);
      log(`schema ${schema} dropped`);
    } else log(`schema ${schema} kept (PROFILE_SCHEMA=${schema} reuses it)`);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
