import { lazy } from 'react';
import { withTexts } from '../lib/page-texts';
import type { AppRoute } from './routes';

/** The notifications pages' texts (the send form adds the role names). */
const NOTIFICATION_TEXTS = ['notifications'];

/**
 * The notification screens of the route table (SPEC §2): sends, templates, providers, the Zalo
 * ZNS page, the system configurations and the e-mail templates.
 */
export const notificationRoutes: AppRoute[] = [
  // Static segments before /notifications/:id (react-router ranks them first anyway; the table reads so too).
  {
    path: '/notifications',
    permission: 'notification.view',
    element: lazy(() =>
      withTexts(import('../modules/notifications/pages/notifications-list-page'), NOTIFICATION_TEXTS),
    ),
  },
  {
    path: '/notifications/send',
    permission: 'notification.send',
    // The role picker names roles in the user's language.
    element: lazy(() =>
      withTexts(import('../modules/notifications/pages/notification-send-page'), [
        ...NOTIFICATION_TEXTS,
        'roles',
      ]),
    ),
  },
  {
    path: '/notifications/zalo-zns',
    permission: 'admin.access',
    element: lazy(() =>
      withTexts(import('../modules/notification-providers/pages/zalo-zns-page'), [
        'notification-providers',
        ...NOTIFICATION_TEXTS,
      ]),
    ),
  },
  {
    path: '/notifications/:id',
    permission: 'notification.view',
    element: lazy(() =>
      withTexts(import('../modules/notifications/pages/notification-detail-page'), NOTIFICATION_TEXTS),
    ),
  },
  {
    path: '/notification-templates',
    permission: 'notification.templates.view',
    element: lazy(() =>
      withTexts(import('../modules/notification-templates/pages/templates-list-page'), [
        'notification-templates',
        ...NOTIFICATION_TEXTS,
      ]),
    ),
  },
  {
    path: '/notification-templates/create',
    permission: 'notification.templates.create',
    element: lazy(() =>
      withTexts(import('../modules/notification-templates/pages/template-create-page'), [
        'notification-templates',
        ...NOTIFICATION_TEXTS,
      ]),
    ),
  },
  {
    path: '/notification-templates/:id/edit',
    permission: 'notification.templates.edit',
    element: lazy(() =>
      withTexts(import('../modules/notification-templates/pages/template-edit-page'), [
        'notification-templates',
        ...NOTIFICATION_TEXTS,
      ]),
    ),
  },
  {
    path: '/notification-templates/:id/preview',
    permission: 'notification.templates.view',
    element: lazy(() =>
      withTexts(import('../modules/notification-templates/pages/template-preview-page'), [
        'notification-templates',
        ...NOTIFICATION_TEXTS,
      ]),
    ),
  },
  {
    path: '/notification-providers',
    permission: 'notification.providers.view',
    element: lazy(() =>
      withTexts(import('../modules/notification-providers/pages/providers-list-page'), [
        'notification-providers',
      ]),
    ),
  },
  {
    path: '/notification-providers/create',
    permission: 'notification.providers.create',
    element: lazy(() =>
      withTexts(import('../modules/notification-providers/pages/provider-create-page'), [
        'notification-providers',
      ]),
    ),
  },
  {
    path: '/notification-providers/:id/edit',
    permission: 'notification.providers.edit',
    element: lazy(() =>
      withTexts(import('../modules/notification-providers/pages/provider-edit-page'), [
        'notification-providers',
      ]),
    ),
  },
  {
    path: '/configurations',
    permission: 'configuration.manage',
    element: lazy(() =>
      withTexts(import('../modules/configurations/pages/configurations-page'), ['configurations']),
    ),
  },
  {
    path: '/configurations/email',
    permission: 'configuration.manage',
    element: lazy(() =>
      withTexts(import('../modules/configurations/pages/email-configuration-page'), ['configurations']),
    ),
  },
  {
    path: '/configurations/firebase',
    permission: 'configuration.manage',
    element: lazy(() =>
      withTexts(import('../modules/configurations/pages/firebase-configuration-page'), ['configurations']),
    ),
  },
  {
    path: '/configurations/payment-gateway',
    permission: 'configuration.manage',
    element: lazy(() =>
      withTexts(import('../modules/configurations/pages/payment-gateway-page'), [
        'configurations',
        'payments',
      ]),
    ),
  },
  {
    path: '/email-templates',
    permission: 'email-template.view',
    element: lazy(() =>
      withTexts(import('../modules/email-templates/pages/email-templates-list-page'), ['email-templates']),
    ),
  },
  {
    path: '/email-templates/create',
    permission: 'email-template.create',
    element: lazy(() =>
      withTexts(import('../modules/email-templates/pages/email-template-create-page'), ['email-templates']),
    ),
  },
  {
    path: '/email-templates/:id/edit',
    permission: 'email-template.edit',
    element: lazy(() =>
      withTexts(import('../modules/email-templates/pages/email-template-edit-page'), ['email-templates']),
    ),
  },
];
