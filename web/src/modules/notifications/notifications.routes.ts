import { Bell, Send } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The notification sends (SPEC §2): the list, the send form and one send. */
export const routes: ModuleRoutes = {
  protected: [
    // Static segments before /notifications/:id (react-router ranks them first anyway; the table reads so too).
    {
      path: '/notifications',
      permission: 'notification.view',
      element: page('/notifications'),
    },
    {
      path: '/notifications/send',
      permission: 'notification.send',
      element: page('/notifications/send'),
    },
    {
      path: '/notifications/:id',
      permission: 'notification.view',
      element: page('/notifications/:id'),
    },
  ],
  nav: [
    {
      group: 'communication',
      order: 10,
      label: 'layout:nav.notifications',
      path: '/notifications',
      icon: Bell,
      permission: 'notification.view',
    },
    {
      group: 'communication',
      order: 20,
      label: 'layout:nav.send_notification',
      path: '/notifications/send',
      icon: Send,
      permission: 'notification.send',
    },
  ],
};
