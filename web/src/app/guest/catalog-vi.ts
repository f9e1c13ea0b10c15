import auth from '../../../../locales/vi/auth.json';
import common from '../../../../locales/vi/common.json';
import errors from '../../../../locales/vi/errors.json';
import { language } from '../../../../locales/vi/layout.json';
import { form } from '../../../../locales/vi/ui.json';
import validation from '../../../../locales/vi/validation.json';
import type { Catalogs } from '../../lib/i18n-lite';

/**
 * The Vietnamese texts of the sign-in pages (locales/vi): the namespaces they use whole, and the
 * one part of `layout` and `ui` they use (the language switch, the show/hide password button).
 * Their own chunk, fetched only when Vietnamese is the stored choice or is chosen.
 */
export const catalog: Catalogs = { auth, common, errors, validation, layout: { language }, ui: { form } };
