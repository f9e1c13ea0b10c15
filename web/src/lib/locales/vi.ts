/**
 * The Vietnamese texts of the signed-in frame (SHELL_NAMESPACES in ../i18n.ts): one chunk, fetched
 * only when Vietnamese is chosen. The other namespaces come one by one with the pages that use
 * them (./page-catalogs.ts).
 */
export const shellCatalogFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../locales/vi/auth.json',
    '../../../../locales/vi/common.json',
    '../../../../locales/vi/dashboard.json',
    '../../../../locales/vi/errors.json',
    '../../../../locales/vi/inbox.json',
    '../../../../locales/vi/layout.json',
    '../../../../locales/vi/realtime.json',
    '../../../../locales/vi/ui.json',
    '../../../../locales/vi/validation.json',
  ],
  { eager: true, import: 'default' },
);
