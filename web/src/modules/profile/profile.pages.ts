import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The profile page's code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  // The country and place pickers' and the avatar upload's texts come with the page.
  '/profile': () => withTexts(import('./pages/profile-page'), ['profile', 'places', 'files']),
};
