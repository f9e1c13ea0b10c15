/**
 * `npm run worker`: the jobs worker alone (ARCHITECTURE.md "Jobs and schedules"), for a fleet
 * where the API instances run with WORKER_ENABLED=false and one or more workers send the
 * e-mails and notifications. Several workers share the queue on PostgreSQL (FOR UPDATE SKIP
 * LOCKED). It builds the same app as the API, without listening: the notification jobs need its
 * services, and with REDIS_URL their realtime events (a bell's count, a send's progress) reach
 * the API instances' sockets through the Redis adapter.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ ...config, workerEnabled: true });
  await app.ready();
  console.log('  Jobs worker running (Ctrl-C to stop)');
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
