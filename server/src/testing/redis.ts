import { createConnection } from 'node:net';

/** The Redis the multi-instance tests use: REDIS_URL, or the local one. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    socket.once('connect', () => resolve(Boolean(socket.end())));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(Boolean(socket.destroy()) && false));
  });
}

/** Whether the multi-instance tests can run; under CI they must. */
export const redisAvailable = await reachable(REDIS_URL);
if (!redisAvailable && process.env.CI)
  throw new Error(`CI needs Redis at ${REDIS_URL} for the tests of several instances`);
