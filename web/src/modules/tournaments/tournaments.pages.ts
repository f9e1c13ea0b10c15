import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

const TOURNAMENT_TEXTS = ['tournaments'];

/** The tournaments pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/tournaments': () => withTexts(import('./pages/tournaments-list-page'), TOURNAMENT_TEXTS),
  '/tournaments/calendar': () => withTexts(import('./pages/tournaments-calendar-page'), TOURNAMENT_TEXTS),
  '/tournaments/create': () => withTexts(import('./pages/tournament-create-page'), TOURNAMENT_TEXTS),
  '/tournaments/:id': () => withTexts(import('./pages/tournament-detail-page'), TOURNAMENT_TEXTS),
  '/tournaments/:id/edit': () => withTexts(import('./pages/tournament-edit-page'), TOURNAMENT_TEXTS),
  '/my-tournaments': () => withTexts(import('./pages/my-tournaments-page'), TOURNAMENT_TEXTS),
};
