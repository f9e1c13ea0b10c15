import { rolesLive } from '@pickleball/domain/roles/roles.events';
import { defineModule } from '../../platform/module';
import { roleRoutes } from './roles.routes';

export const rolesModule = defineModule({
  name: 'roles',
  live: rolesLive,
  routes: roleRoutes,
});
