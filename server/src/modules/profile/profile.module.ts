import { defineModule } from '../../platform/module';
import { profilesMigration } from './migrations/2026_11_23_0005_profiles';
import { profileRoutes } from './profile.routes';

export const profileModule = defineModule({
  name: 'profile',
  migrations: {
    '2026_11_23_0005_profiles': profilesMigration,
  },
  routes: profileRoutes,
});
