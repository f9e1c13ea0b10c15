import { LayoutTemplate } from 'lucide-react';
import { page } from '../../app/lazy-page';
import type { ModuleRoutes } from '../../lib/module-routes';

/** The notification templates (SPEC §2): the list, the form and a template's preview. */
export const routes: ModuleRoutes = {
  protected: [
    {
      path: '/notification-templates',
      permission: 'notification.templates.view',
      element: page('/notification-templates'),
    },
    {
      path: '/notification-templates/create',
      permission: 'notification.templates.create',
      element: page('/notification-templates/create'),
    },
    {
      path: '/notification-templates/:id/edit',
      permission: 'notification.templates.edit',
      element: page('/notification-templates/:id/edit'),
    },
    {
      path: '/notification-templates/:id/preview',
      permission: 'notification.templates.view',
      element: page('/notification-templates/:id/preview'),
    },
  ],
  nav: [
    {
      group: 'communication',
      order: 30,
      label: 'layout:nav.notification_templates',
      path: '/notification-templates',
      icon: LayoutTemplate,
      permission: 'notification.templates.view',
    },
  ],
};
