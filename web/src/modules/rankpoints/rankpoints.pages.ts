import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The rank points pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/rankpoints': () => withTexts(import('./pages/rankpoints-list-page'), ['rankpoints']),
  '/rankpoints/leaderboard': () => withTexts(import('./pages/leaderboard-page'), ['rankpoints']),
  '/rankpoints/:id': () => withTexts(import('./pages/rankpoint-detail-page'), ['rankpoints']),
};
