import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The user's own profile: any signed-in user, reached from the header's user menu (no sidebar entry). */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/profile',
      element: page('/profile'),
    },
  ],
};
