import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The clubs pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/clubs': () => withTexts(import('./pages/clubs-list-page'), ['clubs']),
  // The image upload's texts come with the form.
  '/clubs/create': () => withTexts(import('./pages/club-create-page'), ['clubs', 'files']),
  '/clubs/:id': () => withTexts(import('./pages/club-detail-page'), ['clubs']),
  '/clubs/:id/edit': () => withTexts(import('./pages/club-edit-page'), ['clubs', 'files']),
  '/clubs/:id/members': () => withTexts(import('./pages/club-members-page'), ['clubs']),
};
