import { defineModule } from '../../platform/module';
import { roleRoutes } from './roles.routes';

export const rolesModule = defineModule({
  name: 'roles',
  routes: roleRoutes,
});
