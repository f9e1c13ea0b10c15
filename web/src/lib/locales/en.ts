/** The English catalogs (locales/en), bundled with the app: English is the default and the fallback. */
export const catalogFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
