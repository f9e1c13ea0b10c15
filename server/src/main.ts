import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { formatStartupSummary } from './startup-summary';

/** Process entry: read the configuration, build the app (migrate, seed), listen, stop cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // After the start-up logs: a generated password must be the last thing on the screen.
  console.log(
    formatStartupSummary({
      url: config.publicUrl ?? `http://${host}:${port}`,
      adminUsername: config.admin.username,
      seed: app.adminSeed,
    }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
