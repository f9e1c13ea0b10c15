import type { ModulePages } from '../../lib/module-routes';

/** The matches pages' code, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/matches': () => import('./pages/matches-list-page'),
  '/matches/create': () => import('./pages/match-create-page'),
  '/matches/:id': () => import('./pages/match-detail-page'),
  '/matches/:id/edit': () => import('./pages/match-edit-page'),
  '/matches/:id/live-score': () => import('./pages/match-live-page'),
};
