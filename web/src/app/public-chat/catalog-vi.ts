import errors from '../../../../locales/vi/errors.json';
import { language } from '../../../../locales/vi/layout.json';
import chat from '../../../../locales/vi/public-chat.json';
import type { Catalogs } from '../../lib/i18n-lite';

/**
 * The Vietnamese texts of the public chat (locales/vi): its own chunk, fetched only when
 * Vietnamese is the stored choice or is chosen.
 */
export const catalog: Catalogs = { 'public-chat': chat, errors, layout: { language } };
