import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  readStoredLanguage,
  reflectLanguage,
  storeLanguage,
} from './language';
import { catalogFiles as englishFiles } from './locales/en';

/**
 * One catalog for server and web (CONVENTIONS §8): every namespace of locales/<lng>/*.json.
 * SPEC §1: English is the default and the fallback; the chosen language is kept in the browser.
 * English ships with the app; another language is its own chunk, loaded before the first render
 * when it is the stored choice, or when the user switches to it, so nobody downloads catalogs
 * they do not read. The sign-in pages do without i18next (./i18n-lite) but share ./language.
 */
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './language';

type CatalogFiles = Record<string, Record<string, unknown>>;

const loaders: Record<Language, () => Promise<CatalogFiles>> = {
  en: async () => englishFiles,
  vi: async () => (await import('./locales/vi')).catalogFiles,
};

/** `{'../locales/vi/users.json': {...}}` → `{users: {...}}`. */
function toNamespaces(files: CatalogFiles): ResourceLanguage {
  const namespaces: ResourceLanguage = {};
  for (const [path, catalog] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) namespaces[namespace] = catalog;
  }
  return namespaces;
}

const english = toNamespaces(englishFiles);

void i18next.use(initReactI18next).init({
  resources: { en: english },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(english),
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  // Resources are given (or added before use): init is synchronous, no first render without texts.
  initAsync: false,
});

async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return;
  for (const [namespace, catalog] of Object.entries(toNamespaces(await loaders[language]()))) {
    i18next.addResourceBundle(language, namespace, catalog, true, true);
  }
}

i18next.on('languageChanged', reflectLanguage);

/** Switches to the stored language once its texts are in (the sign-in pages may have changed it). */
export async function applyStoredLanguage(): Promise<void> {
  const language = readStoredLanguage();
  try {
    await loadLanguage(language);
    await i18next.changeLanguage(language);
  } catch {
    // The chunk could not be fetched (offline, new release): the app shows in English meanwhile.
  }
  reflectLanguage(i18next.language);
}

/** Resolves once the stored language's texts are in: render the app after it. */
export const i18nReady: Promise<void> = applyStoredLanguage();

/** The language requests carry in Accept-Language and Intl formats with. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next as i18n };
