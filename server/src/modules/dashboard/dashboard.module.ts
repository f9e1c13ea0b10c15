import { defineModule } from '../../platform/module';
import { dashboardRoutes } from './dashboard.routes';

export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: dashboardRoutes,
});
