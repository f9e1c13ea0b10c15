/** The Vietnamese catalogs (locales/vi): their own chunk, fetched only when Vietnamese is chosen. */
export const catalogFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/vi/*.json', {
  eager: true,
  import: 'default',
});
