import { matchesLive } from '@pickleball/domain/matches/matches.events';
import { defineModule } from '../../platform/module';
import { matchRoutes } from './matches.routes';
import { listPublicMatchIds } from './matches.scoreboard';
import { matchesMigration } from './migrations/2026_11_23_0001_matches';
import { matchEventKeyMigration } from './migrations/2026_11_23_0006_match_event_key';
import { matchRevisionMigration } from './migrations/2026_11_24_0001_match_revision';
import { matchVenueMigration } from './migrations/2026_11_24_0005_match_venue';

export const matchesModule = defineModule({
  name: 'matches',
  live: matchesLive,
  migrations: {
    '2026_11_23_0001_matches': matchesMigration,
    '2026_11_23_0006_match_event_key': matchEventKeyMigration,
    '2026_11_24_0001_match_revision': matchRevisionMigration,
    '2026_11_24_0005_match_venue': matchVenueMigration,
  },
  routes: matchRoutes,
  // Scoreboard rooms are joined only while their match is public.
  start: (services) => services.realtime.registerScoreboards((ids) => listPublicMatchIds(services.db, ids)),
});
