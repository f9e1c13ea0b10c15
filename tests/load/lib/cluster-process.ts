/**
 * The multi-instance set-up for a benchmark: `scripts/cluster-local.mjs --json` (nginx in front
 * of two API instances, the jobs workers apart, PostgreSQL and Redis) started as a child, its
 * `CLUSTER_READY` line read, and a BenchServer-like handle over the proxy so that lib/measure.ts
 * can load it: CPU is the API instances' together (read from /proc), as they have no IPC probe.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchServer } from './bench-server';
import type { UsageSample } from './protocol';

const READY_TIMEOUT_MS = 240_000;
const SCRIPT = fileURLToPath(new URL('../../../scripts/cluster-local.mjs', import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100;

export interface ClusterReady {
  url: string;
  apis: { url: string; pid: number }[];
  workers: number[];
  nginx: { pid: number; config: string; realtimeLog: string };
}

export interface LocalCluster {
  ready: ClusterReady;
  /** lib/measure.ts's view of the cluster: the proxy's URL, the instances' CPU. */
  server: BenchServer;
  stop(): Promise<void>;
}

/** utime + stime of a process in microseconds (Linux /proc). */
function cpuMicros(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1_000_000;
  } catch {
    return 0;
  }
}

/** The node process under each `node tsx src/main.ts`: tsx runs the server in a child of its own. */
function descendants(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.map(Number).flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return [];
  }
}

export async function startLocalCluster(
  env: Record<string, string>,
  log: (message: string) => void,
): Promise<LocalCluster> {
  const child = spawn(process.execPath, [SCRIPT, '--json', '--no-web-build'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[cluster] ${line}`);
  });
  const ready = await readReady(child);
  const pids = ready.apis.flatMap((api) => [api.pid, ...descendants(api.pid)]);
  const sampleUsage = async (): Promise<UsageSample> => {
    const micros = pids.reduce((sum, pid) => sum + cpuMicros(pid), 0);
    return {
      cpuMicros: { user: micros, system: 0 },
      wallMs: performance.now(),
      eventLoop: { idle: 0, active: 0 },
      rssBytes: 0,
      peakRssBytes: 0,
    };
  };
  const stop = () => stopChild(child);
  const server: BenchServer = {
    baseUrl: ready.url,
    database: 'postgres',
    seed: {},
    seedSeconds: 0,
    login: (username, password) => loginThroughProxy(ready.url, username, password),
    sampleUsage,
    // The instances' CPU falls back under 15% of a core for a fifth of a second, or 10 s pass.
    async waitForIdle() {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const before = await sampleUsage();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const after = await sampleUsage();
        const percent =
          ((after.cpuMicros.user - before.cpuMicros.user) / 1000 / (after.wallMs - before.wallMs)) * 100;
        if (percent < 15 * pids.length) return;
      }
    },
    stop: async () => stop(),
  };
  return { ready, server, stop };
}

function readReady(child: ChildProcess): Promise<ClusterReady> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the cluster was not ready within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('CLUSTER_READY '));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('CLUSTER_READY '.length)) as ClusterReady);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster script exited (${code}) before it was ready`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function loginThroughProxy(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: username, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  if (response.status !== 200 || !body.data?.access_token)
    throw new Error(`login as ${username} through the proxy failed: ${response.status}`);
  return body.data.access_token;
}
