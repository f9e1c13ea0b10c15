import { defineModule } from '../../platform/module';
import { auditRoutes } from './audit.routes';

export const auditModule = defineModule({
  name: 'audit',
  routes: auditRoutes,
});
