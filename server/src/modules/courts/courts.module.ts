import { courtsLive } from '@pickleball/domain/courts/courts.events';
import { defineModule } from '../../platform/module';
import { courtImportRoutes, courtRoutes } from './courts.routes';
import { courtsMigration } from './migrations/2026_11_23_0003_courts';

export const courtsModule = defineModule({
  name: 'courts',
  live: courtsLive,
  migrations: {
    '2026_11_23_0003_courts': courtsMigration,
  },
  routes: [...courtImportRoutes, ...courtRoutes],
});
