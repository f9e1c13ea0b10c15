import { defineModule } from '../../platform/module';
import { clubRoutes } from './clubs.routes';

export const clubsModule = defineModule({
  name: 'clubs',
  routes: clubRoutes,
});
