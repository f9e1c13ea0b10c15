import { Shield } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The roles screens (SPEC §2): the list and the form. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/roles',
      permission: 'role.view',
      element: page('/roles'),
    },
    {
      path: '/roles/create',
      permission: 'role.create',
      element: page('/roles/create'),
    },
    {
      path: '/roles/:id/edit',
      permission: 'role.edit',
      element: page('/roles/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'administration',
      order: 20,
      label: 'layout:nav.roles',
      path: '/roles',
      icon: Shield,
      permission: 'role.view',
    },
  ],
};
