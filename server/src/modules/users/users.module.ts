import { defineModule } from '../../platform/module';
import { userRoutes } from './users.routes';

export const usersModule = defineModule({
  name: 'users',
  routes: userRoutes,
});
