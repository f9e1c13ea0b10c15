/**
 * The real product as a user gets it: the built web app served by `server/src/main.ts` on one
 * origin, on a fresh SQLite database in a mkdtemp folder. Used by the end-to-end suite
 * (tests/e2e) and the web-bundle benchmark; the HTTP benchmarks use bench-server.ts instead,
 * which seeds the database before the server starts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));
export const WEB_DIST_DIR = join(ROOT_DIR, 'web/dist');

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface AppServer {
  baseUrl: string;
  admin: { username: string; password: string };
  dataDir: string;
  pid: number;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data folder. */
  stop(): Promise<void>;
}

export interface StartAppServerOptions {
  /** Used in the temp-folder name, so a leftover is recognisable. */
  name: string;
  log?: (message: string) => void;
  /** Extra settings for the server (SMTP_HOST and SMTP_PORT of a local mailbox, say). */
  env?: Record<string, string>;
}

/**
 * Builds web/dist when it is missing or older than its sources (scripts/web-build.mjs, the same
 * check `npm start` makes), or always with `force`. Throws when the build fails.
 */
export function buildWebApp(options: { force?: boolean } = {}): void {
  const [command, args] = options.force
    ? ['npm', ['run', 'build', '-w', '@pickleball/web']]
    : [process.execPath, ['scripts/web-build.mjs']];
  const result = spawnSync(command, args, { cwd: ROOT_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`building the web app failed (exit ${result.status ?? 'signal'})`);
}

/** A TCP port nothing listens on right now (loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the server did not answer ${baseUrl}/api/health within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts `node --import tsx server/src/main.ts` on a free loopback port and waits for /api/health. */
export async function startAppServer(options: StartAppServerOptions): Promise<AppServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), `pickleball-${options.name}-`));
  const port = await freePort();
  const admin = { username: 'admin', password: `E2e${randomBytes(6).toString('hex')}Pw1` };
  const env: NodeJS.ProcessEnv = {
    // A clean environment: a developer's DATABASE_URL, REDIS_URL or social-login keys must not leak in.
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    // Warnings and errors (LOG_LEVEL=warn) are worth seeing while a run goes on.
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`server: ${line}`);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const cleanup = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await cleanup();
    throw error;
  }
  log(`server ready on ${baseUrl} (pid ${child.pid})`);
  return { baseUrl, admin, dataDir, pid: child.pid ?? 0, stop: cleanup };
}

/** Signs in through the API; returns the session the server answered (`data` of the envelope). */
export async function apiLogin(
  baseUrl: string,
  login: string,
  password: string,
  /** The language the user signs in in: their notifications and receipts are written in it. */
  language?: string,
): Promise<{ access_token: string; refresh_token: string; expires_at: string }> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: JSON.stringify({ login, password }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: { access_token: string; refresh_token: string; expires_at: string };
  };
  if (!response.ok || !body.data?.access_token)
    throw new Error(`login as ${login} failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}
