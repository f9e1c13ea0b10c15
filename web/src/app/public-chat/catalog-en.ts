import { language } from '../../../../locales/en/layout.json';
import chat from '../../../../locales/en/public-chat.json';
import type { Catalogs } from '../../lib/i18n-lite';
import { clientErrors as errors } from '../../lib/locales/client-errors-en';

/**
 * The English texts of the public chat (locales/en): its own namespace, the error codes (a
 * message the server refused says why), and the language switch's label. Bundled with the page:
 * English is the default and the fallback.
 */
export const catalog: Catalogs = { 'public-chat': chat, errors, layout: { language } };
