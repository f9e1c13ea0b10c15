/**
 * The real server as a child process on a SQLite file, for tests that `kill -9` it and start it
 * again on the same database (crash recovery): nothing in the test's own process stands in for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls until the probe answers something other than null; fails naming what never happened. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened within ${timeoutMs} ms: ${what}`);
}

export interface ChildServer {
  url: string;
  /** kill -9, and wait until the process is gone. */
  kill(): Promise<void>;
}

/** Starts `server/src/main.ts` with this environment (PORT chosen here) and waits for /api/health. */
export async function startChildServer(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'the server to start',
    async () =>
      (await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
        ? true
        : null,
    60_000,
  );
  return {
    url,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
