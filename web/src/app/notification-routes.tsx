import { page } from './lazy-page';
import type { AppRoute } from './routes';

/**
 * The notification screens of the route table (SPEC §2): sends, templates, providers, the Zalo
 * ZNS page, the system configurations and the e-mail templates.
 */
export const notificationRoutes: AppRoute[] = [
  // Static segments before /notifications/:id (react-router ranks them first anyway; the table reads so too).
  {
    path: '/notifications',
    permission: 'notification.view',
    element: page('/notifications'),
  },
  {
    path: '/notifications/send',
    permission: 'notification.send',
    // The role picker names roles in the user's language.
    element: page('/notifications/send'),
  },
  {
    path: '/notifications/zalo-zns',
    permission: 'admin.access',
    element: page('/notifications/zalo-zns'),
  },
  {
    path: '/notifications/:id',
    permission: 'notification.view',
    element: page('/notifications/:id'),
  },
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
  {
    path: '/configurations',
    permission: 'configuration.manage',
    element: page('/configurations'),
  },
  {
    path: '/configurations/email',
    permission: 'configuration.manage',
    element: page('/configurations/email'),
  },
  {
    path: '/configurations/firebase',
    permission: 'configuration.manage',
    element: page('/configurations/firebase'),
  },
  {
    path: '/configurations/payment-gateway',
    permission: 'configuration.manage',
    element: page('/configurations/payment-gateway'),
  },
  {
    path: '/email-templates',
    permission: 'email-template.view',
    element: page('/email-templates'),
  },
  {
    path: '/email-templates/create',
    permission: 'email-template.create',
    element: page('/email-templates/create'),
  },
  {
    path: '/email-templates/:id/edit',
    permission: 'email-template.edit',
    element: page('/email-templates/:id/edit'),
  },
];
