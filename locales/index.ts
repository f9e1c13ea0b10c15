import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The locales of the product (SPEC §1): English is the default and the fallback. */
export const LOCALES = ['en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export type Catalog = Record<string, unknown>;
/** locale → namespace → nested messages. */
export type Catalogs = Record<Locale, Record<string, Catalog>>;

const here = dirname(fileURLToPath(import.meta.url));

/** Reads every namespace of both locales from disk (the server's copy of the catalogs). */
export function loadCatalogs(): Catalogs {
  const catalogs = {} as Catalogs;
  for (const locale of LOCALES) {
    catalogs[locale] = {};
    for (const file of readdirSync(join(here, locale)).filter((name) => name.endsWith('.json'))) {
      catalogs[locale][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(here, locale, file), 'utf8'),
      );
    }
  }
  return catalogs;
}
