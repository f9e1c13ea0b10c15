import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The providers' pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  // The Zalo ZNS page names the notification categories in the notifications module's words.
  '/notifications/zalo-zns': () =>
    withTexts(import('./pages/zalo-zns-page'), ['notification-providers', 'notifications']),
  '/notification-providers': () =>
    withTexts(import('./pages/providers-list-page'), ['notification-providers']),
  '/notification-providers/create': () =>
    withTexts(import('./pages/provider-create-page'), ['notification-providers']),
  '/notification-providers/:id/edit': () =>
    withTexts(import('./pages/provider-edit-page'), ['notification-providers']),
};
