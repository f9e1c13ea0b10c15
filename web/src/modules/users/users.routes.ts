import { Users } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The users screens (SPEC §2): the list and the form. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/users',
      permission: 'user.view',
      element: page('/users'),
    },
    {
      path: '/users/create',
      permission: 'user.create',
      element: page('/users/create'),
    },
    {
      path: '/users/:id/edit',
      permission: 'user.edit',
      element: page('/users/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'administration',
      order: 10,
      label: 'layout:nav.users',
      path: '/users',
      icon: Users,
      permission: 'user.view',
    },
  ],
};
