import { defineModule } from '../../platform/module';
import { profileRoutes } from './profile.routes';

export const profileModule = defineModule({
  name: 'profile',
  routes: profileRoutes,
});
