import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

const NOTIFICATION_TEXTS = ['notifications'];

/** The notifications pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/notifications': () => withTexts(import('./pages/notifications-list-page'), NOTIFICATION_TEXTS),
  // The role picker names roles in the user's language.
  '/notifications/send': () =>
    withTexts(import('./pages/notification-send-page'), [...NOTIFICATION_TEXTS, 'roles']),
  '/notifications/:id': () => withTexts(import('./pages/notification-detail-page'), NOTIFICATION_TEXTS),
};
