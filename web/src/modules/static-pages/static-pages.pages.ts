import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

const STATIC_PAGE_TEXTS = ['static-pages'];

/** The static pages screens' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/static-pages': () => withTexts(import('./pages/static-pages-list-page'), STATIC_PAGE_TEXTS),
  '/static-pages/create': () => withTexts(import('./pages/static-page-create-page'), STATIC_PAGE_TEXTS),
  '/static-pages/:id': () => withTexts(import('./pages/static-page-detail-page'), STATIC_PAGE_TEXTS),
  '/static-pages/:id/edit': () => withTexts(import('./pages/static-page-edit-page'), STATIC_PAGE_TEXTS),
};
