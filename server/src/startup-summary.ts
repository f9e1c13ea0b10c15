import type { AdminSeedResult } from './db/seed';

/**
 * What `npm start` prints once the server listens: the address, and how to sign in. Printed
 * after the start-up logs, so a generated password is the last thing on the screen, not lost
 * above them.
 */
export function formatStartupSummary(input: {
  url: string;
  adminUsername: string;
  seed: AdminSeedResult;
}): string {
  const { seed } = input;
  const password = !seed.created
    ? 'the one set at the first start (lost it? npm run admin:password)'
    : seed.generatedPassword
      ? `${seed.generatedPassword}   <- generated now and shown only this once: keep it`
      : 'the value of ADMIN_PASSWORD';
  return [
    '',
    `  Pickleball back-office is ready on ${input.url}`,
    `    API documentation: ${input.url}/api/docs`,
    `    administrator: ${seed.created ? (seed.username ?? input.adminUsername) : input.adminUsername}`,
    `    password: ${password}`,
    '',
  ].join('\n');
}
