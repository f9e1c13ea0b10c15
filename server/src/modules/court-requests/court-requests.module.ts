import { defineModule } from '../../platform/module';
import { courtRequestRoutes } from './court-requests.routes';

export const courtRequestsModule = defineModule({
  name: 'court-requests',
  routes: courtRequestRoutes,
});
