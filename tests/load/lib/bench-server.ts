/**
 * Starts the API for a benchmark: a temporary database (a SQLite file in a mkdtemp folder, or a
 * fresh schema on BENCH_DATABASE_URL's PostgreSQL), migrated and seeded here in the parent
 * before any request is served, then the server itself in a child process (server-process.ts).
 * stop() removes everything again; stopAllBenchServers() does it for every server still running
 * when the run is interrupted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppConfig, loadConfig } from '@pickleball/server/src/config';
import { createDatabase, type Db } from '@pickleball/server/src/db/database';
import { migrateToLatest } from '@pickleball/server/src/db/migrate';
import { seedAdmin, seedCatalogue } from '@pickleball/server/src/db/seed';
import { createPasswordHasher, type PasswordHasher } from '@pickleball/server/src/platform/auth/passwords';
import { sql } from 'kysely';
import type { ChildMessage, UsageSample } from './protocol';
import type { DatabaseKind } from './types';

const READY_TIMEOUT_MS = 90_000;
const USAGE_TIMEOUT_MS = 5_000;
const STOP_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 10_000;
const IDLE_WINDOW_MS = 200;
/**
 * Idle: event-loop utilisation under 5% (an idle server stays under 1%) or, because --cpu-prof
 * makes the loop look always busy, CPU under 15% of a core (a profiled idle server uses ~10%).
 */
const IDLE_UTILIZATION = 0.05;
const IDLE_CPU_PERCENT = 15;

export const BENCH_ADMIN = { username: 'admin', password: 'BenchAdmin123' } as const;

/** What a benchmark's seed function gets: the migrated database, before the server starts. */
export interface SeedContext {
  db: Db;
  dialect: DatabaseKind;
  /** The server's own argon2id hasher with the server's production cost. */
  passwords: PasswordHasher;
  /** Aborted when the run is interrupted: long seeds check it between batches. */
  signal: AbortSignal;
  log: (message: string) => void;
}

export interface BenchServerOptions {
  /** Used in the temp-folder and schema names, so a leftover is recognisable. */
  name: string;
  postgresUrl?: string;
  /** Returns counts to report (e.g. { users: 100000 }). */
  seed?: (context: SeedContext) => Promise<Record<string, number>>;
  /** More environment for the server (e.g. SMTP_HOST of a local sink). */
  env?: Record<string, string>;
  log: (message: string) => void;
}

export interface UsageDelta {
  /** CPU time as a share of one core, in percent. */
  cpuPercent: number;
  eventLoopUtilization: number;
}

export interface BenchServer {
  baseUrl: string;
  database: DatabaseKind;
  seed: Record<string, number>;
  seedSeconds: number;
  /** Signs in through the API and returns the access token. */
  login(username: string, password: string): Promise<string>;
  /** A cumulative usage sample from the server process; subtract two with usageBetween(). */
  sampleUsage(): Promise<UsageSample>;
  /**
   * Resolves once the server has worked off what earlier load left queued (autocannon stops at
   * its deadline, the server does not), so one run's backlog never lands in the next. Bounded.
   */
  waitForIdle(): Promise<void>;
  /** `drain: false` skips waiting for the server to finish queued requests (interrupted runs). */
  stop(options?: { drain?: boolean }): Promise<void>;
}

/** How to tear down every server still starting or running, for an interrupted run. */
const running = new Set<() => Promise<void>>();

/** Stops every server still starting or running (used by run.ts on SIGINT/SIGTERM and after a failure). */
export async function stopAllBenchServers(): Promise<void> {
  await Promise.allSettled([...running].map((stop) => stop()));
}

export function usageBetween(before: UsageSample, after: UsageSample): UsageDelta {
  const wallMs = after.wallMs - before.wallMs;
  const cpuMs =
    (after.cpuMicros.user - before.cpuMicros.user + after.cpuMicros.system - before.cpuMicros.system) / 1000;
  const active = after.eventLoop.active - before.eventLoop.active;
  const idle = after.eventLoop.idle - before.eventLoop.idle;
  return {
    cpuPercent: wallMs > 0 ? (cpuMs / wallMs) * 100 : 0,
    eventLoopUtilization: active + idle > 0 ? active / (active + idle) : 0,
  };
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const { log } = options;
  const cleanups: Array<() => Promise<void> | void> = [];
  const runCleanups = async () => {
    // Last in, first out: the child goes before its database and folder.
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  // Registered before anything exists, so Ctrl-C during a long seed still removes what was made.
  const seedAbort = new AbortController();
  let abort = async () => {
    seedAbort.abort();
    await runCleanups();
  };
  running.add(abort);

  try {
    const dataDir = mkdtempSync(join(tmpdir(), `pickleball-bench-${options.name}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const database = await prepareDatabase(options, dataDir, cleanups);
    const env: NodeJS.ProcessEnv = {
      // A clean environment: a developer's DATABASE_URL, REDIS_URL or CORS_ORIGINS must not leak in.
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...(database.schema ? { BENCH_DATABASE_SCHEMA: database.schema } : {}),
      ...options.env,
    };
    const config = loadConfig(env);
    if (database.schema) config.databaseSchema = database.schema;

    const seedStarted = performance.now();
    const seed = await seedDatabase(config, database.kind, options, seedAbort.signal);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const child = await spawnServer(env, log);
    cleanups.push(() => stopChild(child, log));
    const port = await waitForReady(child);
    const baseUrl = `http://127.0.0.1:${port}`;
    log(`server ready on ${baseUrl} (pid ${child.pid})`);

    let usageIds = 0;
    const server: BenchServer = {
      baseUrl,
      database: database.kind,
      seed,
      seedSeconds,
      login: (username, password) => loginThroughApi(baseUrl, username, password),
      sampleUsage: () => requestUsage(child, ++usageIds),
      waitForIdle: () => waitForIdle(server),
      async stop({ drain = true } = {}) {
        running.delete(abort);
        // Requests still running when the database closes would fail and clutter the log.
        if (drain && child.exitCode === null) await waitForIdle(server).catch(() => undefined);
        await runCleanups();
      },
    };
    running.delete(abort);
    abort = () => server.stop({ drain: false });
    running.add(abort);
    return server;
  } catch (error) {
    running.delete(abort);
    await runCleanups();
    throw error;
  }
}

interface PreparedDatabase {
  kind: DatabaseKind;
  url: string;
  schema?: string;
}

async function prepareDatabase(
  options: BenchServerOptions,
  dataDir: string,
  cleanups: Array<() => Promise<void> | void>,
): Promise<PreparedDatabase> {
  if (!options.postgresUrl) return { kind: 'sqlite', url: `sqlite:${join(dataDir, 'bench.db')}` };
  // A schema of our own, so the benchmark never touches other data in that database.
  const schema = `bench_${options.name.replace(/\W/g, '_')}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const { db } = createDatabase({ url: options.postgresUrl, poolSize: 1 });
  try {
    await db.schema.createSchema(schema).execute();
  } finally {
    await db.destroy();
  }
  cleanups.push(async () => {
    const admin = createDatabase({ url: options.postgresUrl as string, poolSize: 1 });
    try {
      await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    } finally {
      await admin.db.destroy();
    }
  });
  options.log(`PostgreSQL schema ${schema} created`);
  return { kind: 'postgres', url: options.postgresUrl, schema };
}

/** Migrations, the catalogue and the admin exactly as the server would create them, then the benchmark's data. */
async function seedDatabase(
  config: AppConfig,
  dialect: DatabaseKind,
  options: BenchServerOptions,
  signal: AbortSignal,
): Promise<Record<string, number>> {
  const handle = createDatabase({ url: config.databaseUrl, schema: config.databaseSchema, poolSize: 2 });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await seedCatalogue(handle.db);
    const passwords = createPasswordHasher(config.passwordHashing);
    // The admin first: seedAdmin only creates it on an empty users table.
    await seedAdmin(handle.db, passwords, config.admin);
    const counts = options.seed
      ? await options.seed({ db: handle.db, dialect, passwords, signal, log: options.log })
      : {};
    if (dialect === 'postgres') {
      // Autovacuum would analyse the fresh rows within a minute anyway, in the middle of a measurement;
      // doing it now measures the steady state instead of a planner without statistics.
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(handle.db);
      const names = tables.rows.map((row) => sql.id(row.name));
      if (names.length > 0) await sql`vacuum analyze ${sql.join(names)}`.execute(handle.db);
    }
    return counts;
  } finally {
    await handle.db.destroy();
  }
}

async function spawnServer(env: NodeJS.ProcessEnv, log: (message: string) => void): Promise<ChildProcess> {
  const entry = fileURLToPath(new URL('./server-process.ts', import.meta.url));
  const nodeArgs: string[] = [];
  if (process.env.BENCH_CPU_PROF) {
    // Profiles land beside the results; open them in Chrome DevTools or speedscope.
    const profileDir = fileURLToPath(new URL('../results/profiles', import.meta.url));
    mkdirSync(profileDir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
    log(`CPU profile of the server will be written to ${profileDir}`);
  }
  const child = spawn(process.execPath, [...nodeArgs, '--import', import.meta.resolve('tsx'), entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The server logs at warn: anything it prints here is worth seeing next to the numbers.
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[server] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

function waitForReady(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`server did not report ready within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'ready') {
        finish();
        resolve(message.port);
      } else if (message.type === 'failed') {
        finish();
        reject(new Error(`server failed to start: ${message.message.split('\n')[0]}`));
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      finish();
      reject(new Error(`server exited before it was ready (code ${code}, signal ${signal})`));
    };
    const finish = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function waitForIdle(server: BenchServer): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let before = await server.sampleUsage();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    const after = await server.sampleUsage();
    const usage = usageBetween(before, after);
    if (usage.eventLoopUtilization < IDLE_UTILIZATION || usage.cpuPercent < IDLE_CPU_PERCENT) return;
    before = after;
  }
  throw new Error(`server still busy ${IDLE_TIMEOUT_MS / 1000} s after the load stopped`);
}

function requestUsage(child: ChildProcess, id: number): Promise<UsageSample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('server did not answer the usage probe'));
    }, USAGE_TIMEOUT_MS);
    const onMessage = (message: ChildMessage) => {
      if (message.type !== 'usage' || message.id !== id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      const { type: _type, id: _id, ...sample } = message;
      resolve(sample);
    };
    child.on('message', onMessage);
    child.send({ type: 'usage', id });
  });
}

/** SIGTERM (the child closes the app and exits), SIGKILL if it is still there after a while. */
async function stopChild(child: ChildProcess, log: (message: string) => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
  });
  const late = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (late) {
    log('server did not stop in time; killing it');
    child.kill('SIGKILL');
    await exited;
  }
}

async function loginThroughApi(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: username, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await response.json();
  const token = readAccessToken(body);
  if (response.status !== 200 || !token)
    throw new Error(`login as ${username} failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

function readAccessToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('access_token' in data)) return undefined;
  return typeof data.access_token === 'string' ? data.access_token : undefined;
}
