import { clubsLive } from '@pickleball/domain/clubs/clubs.events';
import { defineModule } from '../../platform/module';
import { clubRoutes } from './clubs.routes';
import { clubsMigration } from './migrations/2026_11_23_0004_clubs';

export const clubsModule = defineModule({
  name: 'clubs',
  live: clubsLive,
  migrations: {
    '2026_11_23_0004_clubs': clubsMigration,
  },
  routes: clubRoutes,
});
