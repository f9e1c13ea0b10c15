import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The court requests' list code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/court-requests': () => withTexts(import('./pages/court-requests-list-page'), ['court-requests']),
};
