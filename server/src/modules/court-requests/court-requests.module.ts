import { courtRequestsLive } from '@pickleball/domain/court-requests/court-requests.events';
import { defineModule } from '../../platform/module';
import { courtRequestRoutes } from './court-requests.routes';

export const courtRequestsModule = defineModule({
  name: 'court-requests',
  live: courtRequestsLive,
  routes: courtRequestRoutes,
});
