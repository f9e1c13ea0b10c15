import { defineModule } from '../../platform/module';
import { permissionRoutes } from './permissions.routes';

export const permissionsModule = defineModule({
  name: 'permissions',
  routes: permissionRoutes,
});
