import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Process entry: read the configuration, build the app (migrate, seed), listen, stop cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  const seed = app.adminSeed;
  if (seed.created) {
    const password = seed.generatedPassword ?? '(the value of ADMIN_PASSWORD)';
    // Printed once, on the first start of an empty database.
    console.log(
      [
        '',
        '  First start: an administrator account was created.',
        `    username: ${seed.username}`,
        `    password: ${password}`,
        seed.generatedPassword
          ? '  Keep this password: it is not shown again. Change it after signing in.'
          : '',
        '',
      ].join('\n'),
    );
  }

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
  console.log(
    `  API ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (docs at /api/docs)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
