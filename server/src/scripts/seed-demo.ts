/** `npm run seed:demo`: migrates the configured database and adds the demo records. */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedAdmin, seedCatalogue } from '../db/seed';
import { DEMO_PASSWORD, seedDemo } from '../db/seed-demo';
import { seedDemoChats } from '../modules/chat/chat.demo';
import { seedDemoClubs } from '../modules/clubs/clubs.demo';
import { seedDemoCourts } from '../modules/courts/courts.demo';
import { seedDemoMatches } from '../modules/matches/matches.demo';
import { seedDemoNotifications } from '../modules/notifications/notifications.demo';
import { seedDemoPayments } from '../modules/payments/payments.demo';
import { seedDemoRankpoints } from '../modules/rankpoints/rankpoints.demo';
import { createPasswordHasher } from '../platform/auth/passwords';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDatabase({ url: config.databaseUrl, poolSize: 2 });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await seedCatalogue(handle.db);
    const passwords = createPasswordHasher(config.passwordHashing);
    const admin = await seedAdmin(handle.db, passwords, config.admin);
    if (admin.generatedPassword) console.log(`Administrator: ${admin.username} / ${admin.generatedPassword}`);
    const created = await seedDemo(handle.db, await passwords.hash(DEMO_PASSWORD));
    const matches = await seedDemoMatches(handle.db);
    const courts = await seedDemoCourts(handle.db);
    const clubs = await seedDemoClubs(handle.db);
    const rankpoints = await seedDemoRankpoints(handle.db);
    const notifications = await seedDemoNotifications(handle.db);
    const payments = await seedDemoPayments(handle.db);
    const chats = await seedDemoChats(handle.db);
    console.log(
      `Demo data: ${created} users (password for all: ${DEMO_PASSWORD}), ${matches} matches, ${courts} courts and court requests, ${clubs} clubs, ${rankpoints} players' rank points, ${notifications} notification templates and sends ${payments} payments and ${chats} conversations created.`,
    );
  } finally {
    await handle.db.destroy();
  }
}

await main();
