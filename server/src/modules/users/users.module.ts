import { usersLive } from '@pickleball/domain/users/users.events';
import { defineModule } from '../../platform/module';
import { userRoutes } from './users.routes';

export const usersModule = defineModule({
  name: 'users',
  live: usersLive,
  routes: userRoutes,
});
