import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The meeting form's attachments speak the files module's words. */
const CALENDAR_TEXTS = ['calendar', 'files'];

/** The calendar pages' code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/calendar': () => withTexts(import('./pages/calendar-page'), CALENDAR_TEXTS),
  '/calendar/meetings': () => withTexts(import('./pages/meetings-list-page'), CALENDAR_TEXTS),
  '/calendar/meetings/:id': () => withTexts(import('./pages/meeting-page'), CALENDAR_TEXTS),
};
