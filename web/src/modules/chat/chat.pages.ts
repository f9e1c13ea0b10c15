import type { ModulePages } from '../../lib/module-routes';
import { withTexts } from '../../lib/page-texts';

/** The chat's composer says how its uploads go in the files module's words. */
const CHAT_TEXTS = ['chat', 'files'];

/** The chat page's code and texts, by route path (app/page-loaders.ts gathers them). */
export const pages: ModulePages = {
  '/chat/:id?': () => withTexts(import('./pages/chat-page'), CHAT_TEXTS),
};
