import { defineModule } from '../../platform/module';
import { runBaselineRefresh } from './rankpoints.baseline';
import { rankpointRoutes } from './rankpoints.routes';

export const rankpointsModule = defineModule({
  name: 'rankpoints',
  routes: rankpointRoutes,
  jobs: (services) => ({ 'rankpoint.baseline': (payload) => runBaselineRefresh(services.db, payload) }),
});
