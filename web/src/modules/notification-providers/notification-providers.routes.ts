import { MessageSquareText, Server } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The notification providers (SPEC §2): the list, the form and the Zalo ZNS page. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/notifications/zalo-zns',
      permission: 'admin.access',
      element: page('/notifications/zalo-zns'),
    },
    {
      path: '/notification-providers',
      permission: 'notification.providers.view',
      element: page('/notification-providers'),
    },
    {
      path: '/notification-providers/create',
      permission: 'notification.providers.create',
      element: page('/notification-providers/create'),
    },
    {
      path: '/notification-providers/:id/edit',
      permission: 'notification.providers.edit',
      element: page('/notification-providers/:id/edit'),
    },
  ],
  nav: [
    {
      group: 'communication',
      order: 40,
      label: 'layout:nav.notification_providers',
      path: '/notification-providers',
      icon: Server,
      permission: 'notification.providers.view',
    },
    {
      group: 'communication',
      order: 60,
      label: 'layout:nav.zalo_zns',
      path: '/notifications/zalo-zns',
      icon: MessageSquareText,
      permission: 'admin.access',
    },
  ],
};
