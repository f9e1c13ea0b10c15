import { Smartphone } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The devices (SPEC §2): the list and the form. */
export const routes: ModuleRoutes = {
  protected: [
    { path: '/devices', permission: 'device.view', element: page('/devices') },
    { path: '/devices/create', permission: 'device.create', element: page('/devices/create') },
    { path: '/devices/:id/edit', permission: 'device.edit', element: page('/devices/:id/edit') },
  ],
  nav: [
    {
      group: 'workspace',
      order: 40,
      label: 'layout:nav.devices',
      path: '/devices',
      icon: Smartphone,
      permission: 'device.view',
    },
  ],
};
