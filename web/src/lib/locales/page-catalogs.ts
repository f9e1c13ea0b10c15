/**
 * The namespaces outside the signed-in frame (SHELL_NAMESPACES in ../i18n.ts), one small chunk
 * per language and namespace, fetched when a page asks for them. mail.json is the server's: the
 * app never asks for it.
 */
type CatalogLoaders = Record<string, () => Promise<Record<string, unknown>>>;

export const catalogLoaders: Record<'en' | 'vi', CatalogLoaders> = {
  en: import.meta.glob<Record<string, unknown>>(
    [
      '../../../../locales/en/*.json',
      '!../../../../locales/en/{auth,common,dashboard,errors,inbox,layout,realtime,ui,validation}.json',
    ],
    { import: 'default' },
  ),
  vi: import.meta.glob<Record<string, unknown>>(
    [
      '../../../../locales/vi/*.json',
      '!../../../../locales/vi/{auth,common,dashboard,errors,inbox,layout,realtime,ui,validation}.json',
    ],
    { import: 'default' },
  ),
};
