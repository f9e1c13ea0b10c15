import { MapPinned } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The courts (SPEC §2): the list, the form, the import and a court's detail. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/courts',
      permission: 'court.view',
      element: page('/courts'),
    },
    {
      path: '/courts/create',
      permission: 'court.create',
      element: page('/courts/create'),
    },
    {
      path: '/courts/import',
      permission: 'court.import',
      element: page('/courts/import'),
    },
    {
      path: '/courts/:id',
      permission: 'court.view',
      element: page('/courts/:id'),
    },
    {
      path: '/courts/:id/edit',
      permission: 'court.edit',
      element: page('/courts/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'sport',
      order: 10,
      label: 'layout:nav.courts',
      path: '/courts',
      icon: MapPinned,
      permission: 'court.view',
    },
  ],
};
