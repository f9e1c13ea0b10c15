/**
 * The server under load, in its own process so autocannon never shares its event loop. Started
 * by bench-server.ts with the environment it prepared (temporary database, secrets, admin); it
 * reports its port over IPC and answers CPU-usage probes so the parent can tell whether a run
 * was limited by the server or by the load generator.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '@pickleball/server/src/app';
import { loadConfig } from '@pickleball/server/src/config';
import type { ChildMessage, ParentMessage } from './protocol';

const SHUTDOWN_GRACE_MS = 5_000;

function send(message: ChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  if (!process.send)
    throw new Error('server-process.ts must be started by bench-server.ts (needs an IPC channel)');
  const config = loadConfig(process.env);
  // loadConfig has no variable for the PostgreSQL schema; the parent created a fresh one for this run.
  const schema = process.env.BENCH_DATABASE_SCHEMA;
  if (schema) config.databaseSchema = schema;

  const app = await buildApp(config);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // A stuck close must not leave the process behind (the parent also kills it after a while).
    setTimeout(() => process.exit(code === 0 ? 1 : code), SHUTDOWN_GRACE_MS).unref();
    await app.close().catch(() => undefined);
    // process.exit (not a natural end) so --cpu-prof still writes its profile when asked for.
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  // The parent died or closed the channel: nobody will ever stop us otherwise.
  process.on('disconnect', () => void stop(0));

  // Peak memory between two samples (e.g. during one import): polled, as nothing reports it.
  let peakRss = process.memoryUsage.rss();
  setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 10).unref();

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'usage') {
      const elu = performance.eventLoopUtilization();
      const rss = process.memoryUsage.rss();
      send({
        type: 'usage',
        id: message.id,
        cpuMicros: process.cpuUsage(),
        wallMs: performance.now(),
        eventLoop: { idle: elu.idle, active: elu.active },
        rssBytes: rss,
        peakRssBytes: Math.max(peakRss, rss),
      });
      peakRss = rss;
    }
  });

  // Only loopback, whatever HOST says: the benchmark must never be reachable from outside.
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  send({ type: 'ready', port: address.port });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(message);
  send({ type: 'failed', message });
  process.exit(1);
});
