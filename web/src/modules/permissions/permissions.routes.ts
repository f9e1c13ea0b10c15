import { KeyRound } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The permissions screens (SPEC §2): the list and the form. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/permissions',
      permission: 'permission.view',
      element: page('/permissions'),
    },
    {
      path: '/permissions/create',
      permission: 'permission.create',
      element: page('/permissions/create'),
    },
    {
      path: '/permissions/:id/edit',
      permission: 'permission.edit',
      element: page('/permissions/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'administration',
      order: 30,
      label: 'layout:nav.permissions',
      path: '/permissions',
      icon: KeyRound,
      permission: 'permission.view',
    },
  ],
};
