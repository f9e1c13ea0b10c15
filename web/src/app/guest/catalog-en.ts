import auth from '../../../../locales/en/auth.json';
import common from '../../../../locales/en/common.json';
import { language } from '../../../../locales/en/layout.json';
import { form } from '../../../../locales/en/ui.json';
import validation from '../../../../locales/en/validation.json';
import type { Catalogs } from '../../lib/i18n-lite';
import { clientErrors as errors } from '../../lib/locales/client-errors-en';

/**
 * The English texts of the sign-in pages (locales/en): the namespaces they use whole, and the
 * one part of `layout` and `ui` they use (the language switch, the show/hide password button).
 * Bundled with the pages: English is the default and the fallback.
 */
export const catalog: Catalogs = { auth, common, errors, validation, layout: { language }, ui: { form } };
