import { clientErrors } from './client-errors-en';

/**
 * The English texts the signed-in frame shows on every page, bundled with the app: English is the
 * default and the fallback. Keep in step with SHELL_NAMESPACES (../i18n.ts); the other namespaces
 * are fetched when a page asks for them (./page-catalogs.ts).
 */
export const shellCatalogFiles: Record<string, Record<string, unknown>> = {
  ...import.meta.glob<Record<string, unknown>>(
    [
      '../../../../locales/en/auth.json',
      '../../../../locales/en/common.json',
      '../../../../locales/en/dashboard.json',
      '../../../../locales/en/inbox.json',
      '../../../../locales/en/layout.json',
      '../../../../locales/en/realtime.json',
      '../../../../locales/en/ui.json',
      '../../../../locales/en/validation.json',
    ],
    { eager: true, import: 'default' },
  ),
  // The errors the web names itself (the others come from the server, already written out).
  '../../../../locales/en/errors.json': clientErrors,
};
