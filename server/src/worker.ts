/**
 * `npm run worker`: the jobs worker alone (ARCHITECTURE.md "Jobs and schedules"), for a fleet
 * where the API instances run with WORKER_ENABLED=false and one or more workers send the
 * e-mails. Several workers share the queue on PostgreSQL (FOR UPDATE SKIP LOCKED).
 */
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { JobWorker } from './platform/jobs/jobs';
import { createMailer } from './platform/mail';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = createDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    poolSize: 2,
  });
  await migrateToLatest(db, dialect, config.databaseSchema);
  const mailer = createMailer(config.mail);
  const worker = new JobWorker(db, dialect, { 'mail.send': (message) => mailer.send(message) });
  worker.start(pino({ level: config.logLevel }));
  console.log('  Jobs worker running (Ctrl-C to stop)');
  const stop = async () => {
    await worker.stop();
    mailer.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
