// The subpath keeps the zod schemas of the domain's barrel out of the entry chunk.
import { messageValueFormatter } from '@pickleball/domain/common/message-values';
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  readPreferredLanguage,
  reflectLanguage,
  storeLanguage,
} from './language';
import { shellCatalogFiles as englishShellFiles } from './locales/en';
import { catalogLoaders } from './locales/page-catalogs';

/**
 * One catalog for server and web (CONVENTIONS §8): the namespaces of locales/<lng>/*.json.
 * SPEC §1: English is the default and the fallback; the chosen language is kept in the browser.
 * Nobody downloads texts they do not read:
 * - the frame's namespaces (SHELL_NAMESPACES) ship with the app in English, and as one chunk in
 *   Vietnamese, loaded before the first render when it is the preferred one (./language) or on a switch;
 * - every other namespace is its own small chunk, fetched when a page asks for it: a component's
 *   `useTranslation(['clubs'])` suspends until it is in (the route's fallback shows meanwhile),
 *   and a route may fetch its texts alongside its code (`withTexts`, ./page-texts).
 * The sign-in pages do without i18next (./i18n-lite) but share ./language.
 */
export { isLanguage, LANGUAGES, type Language } from './language';

type CatalogFiles = Record<string, Record<string, unknown>>;

/** The namespaces every signed-in page shows (frame, dashboard, bell, messages); see ./locales/*.ts. */
export const SHELL_NAMESPACES = [
  'auth',
  'common',
  'dashboard',
  'errors',
  'inbox',
  'layout',
  'realtime',
  'ui',
  'validation',
] as const;

const shellLoaders: Record<Language, () => Promise<CatalogFiles>> = {
  en: async () => englishShellFiles,
  vi: async () => (await import('./locales/vi')).shellCatalogFiles,
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

const pageLoaders: Record<Language, Record<string, () => Promise<Record<string, unknown>>>> = {
  en: {},
  vi: {},
};
for (const language of LANGUAGES)
  for (const [path, load] of Object.entries(catalogLoaders[language])) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) pageLoaders[language][namespace] = load;
  }

const isShellNamespace = (namespace: string) => (SHELL_NAMESPACES as readonly string[]).includes(namespace);

/** i18next's loader: a page namespace from its chunk, the frame's from the language's chunk. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load =
      isLanguage(language) && isShellNamespace(namespace)
        ? async () => toNamespaces(await shellLoaders[language]())[namespace] as Record<string, unknown>
        : isLanguage(language)
          ? pageLoaders[language][namespace]
          : undefined;
    // An unknown namespace or language has nothing to fetch: its keys show as they are.
    if (!load) return callback(null, {});
    load().then(
      (catalog) => callback(null, catalog ?? {}),
      // A chunk that did not arrive (a dropped connection) is asked for again a few times.
      (error: Error) => callback(error, true),
    );
  },
};

const englishShell = toNamespaces(englishShellFiles);

void i18next
  .use(catalogBackend)
  .use(messageValueFormatter)
  .use(initReactI18next)
  .init({
    resources: { en: englishShell },
    // The resources above are some namespaces of one language: the backend brings the rest.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    // React escapes; numbers in messages read in the language's own way (messageValueFormatter).
    interpolation: { escapeValue: false, alwaysFormat: true },
    // The frame's texts are given: init is synchronous, no first render without them.
    initAsync: false,
  });

i18next.on('languageChanged', reflectLanguage);

/** Switches to the preferred language (./language) once its texts are in (the sign-in pages may have changed it). */
export async function applyStoredLanguage(): Promise<void> {
  const language = readPreferredLanguage();
  try {
    // Loads the language's texts of every namespace in use, then switches.
    await i18next.changeLanguage(language);
  } catch {
    // The chunk could not be fetched (offline, new release): the app shows in English meanwhile.
  }
  reflectLanguage(i18next.language);
}

/** Resolves once the preferred language's texts are in: render the app after it. */
export const i18nReady: Promise<void> = applyStoredLanguage();

/** The language requests carry in Accept-Language and Intl formats with. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  // The new language's texts of every namespace in use arrive before the switch.
  await i18next.loadLanguages(language);
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next as i18n };
