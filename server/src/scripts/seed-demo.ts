/** `npm run seed:demo`: migrates the configured database and adds the demo records. */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedAdmin, seedCatalogue } from '../db/seed';
import { seedDemoMeetings } from '../demo/calendar';
import { seedDemoChats } from '../demo/chat';
import { seedDemoClubs } from '../demo/clubs';
import { seedDemoCourts } from '../demo/courts';
import { seedDemoDevices } from '../demo/devices';
import { seedDemoMatches } from '../demo/matches';
import { seedDemoNotifications } from '../demo/notifications';
import { seedDemoPayments } from '../demo/payments';
import { seedDemoRankpoints } from '../demo/rankpoints';
import { seedDemoTasks } from '../demo/tasks';
import { seedDemoTournaments } from '../demo/tournaments';
import { DEMO_PASSWORD, seedDemo } from '../demo/users';
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
    // One line per module: what it added (each seeding skips what is already there).
    const added: [string, number][] = [
      ['users', await seedDemo(handle.db, await passwords.hash(DEMO_PASSWORD))],
      ['matches', await seedDemoMatches(handle.db)],
      ['courts and court requests', await seedDemoCourts(handle.db)],
      ['clubs', await seedDemoClubs(handle.db)],
      ["players' rank points", await seedDemoRankpoints(handle.db)],
      ['notification templates and sends', await seedDemoNotifications(handle.db)],
      ['payments', await seedDemoPayments(handle.db)],
      ['conversations', await seedDemoChats(handle.db)],
      ['devices', await seedDemoDevices(handle.db)],
      ['meetings', await seedDemoMeetings(handle.db)],
      ['tasks', await seedDemoTasks(handle.db)],
      ['tournaments', await seedDemoTournaments(handle.db)],
    ];
    console.log(
      `Demo data (password for every demo user: ${DEMO_PASSWORD}): ${added.map(([what, count]) => `${count} ${what}`).join(', ')}.`,
    );
  } finally {
    await handle.db.destroy();
  }
}

await main();
