import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The match sessions' pages name match statuses and scoring settings in the matches module's words. */
const MATCH_SESSION_TEXTS = ['match-sessions', 'matches'];

/** The match sessions' pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/match-generator': () => withTexts(import('./pages/match-generator-page'), MATCH_SESSION_TEXTS),
  '/match-sessions': () => withTexts(import('./pages/match-sessions-list-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/calendar': () =>
    withTexts(import('./pages/match-sessions-calendar-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id': () => withTexts(import('./pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/details': () => withTexts(import('./pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/signups': () => withTexts(import('./pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/matches': () => withTexts(import('./pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/statistics': () =>
    withTexts(import('./pages/match-session-page'), MATCH_SESSION_TEXTS),
  '/match-sessions/:id/edit': () => withTexts(import('./pages/match-session-edit-page'), MATCH_SESSION_TEXTS),
  '/me/club-nights': () => withTexts(import('./pages/my-club-nights-page'), MATCH_SESSION_TEXTS),
};
