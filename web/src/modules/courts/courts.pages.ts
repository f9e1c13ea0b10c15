import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The courts pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/courts': () => withTexts(import('./pages/courts-list-page'), ['courts']),
  // The form's place picker brings its texts.
  '/courts/create': () => withTexts(import('./pages/court-create-page'), ['courts', 'places']),
  '/courts/import': () => withTexts(import('./pages/court-import-page'), ['courts']),
  '/courts/:id': () => withTexts(import('./pages/court-detail-page'), ['courts']),
  '/courts/:id/edit': () => withTexts(import('./pages/court-edit-page'), ['courts', 'places']),
};
