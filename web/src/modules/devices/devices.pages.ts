import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The devices pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/devices': () => withTexts(import('./pages/devices-list-page'), ['devices']),
  '/devices/create': () => withTexts(import('./pages/device-create-page'), ['devices']),
  '/devices/:id/edit': () => withTexts(import('./pages/device-edit-page'), ['devices']),
};
