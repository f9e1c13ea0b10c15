import { messageValueFormatter } from '@pickleball/domain';
import { type Catalogs, DEFAULT_LOCALE, LOCALES, type Locale, loadCatalogs } from '@pickleball/locales';
import i18next, { type TFunction } from 'i18next';

export type Translate = TFunction;

/**
 * The server translates with the same catalogs as the web app (locales/<lng>/<ns>.json), so an
 * API message, an e-mail and a screen say the same thing in the same words.
 */
export interface Translator {
  t(locale: Locale): Translate;
}

export function createTranslator(catalogs: Catalogs = loadCatalogs()): Translator {
  const instance = i18next.createInstance().use(messageValueFormatter);
  void instance.init({
    resources: catalogs,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: Object.keys(catalogs.en),
    defaultNS: 'common',
    // Numbers in messages in the language's own way (1.250 / 1,250): see messageValueFormatter.
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });
  const fixed = new Map<Locale, Translate>(LOCALES.map((locale) => [locale, instance.getFixedT(locale)]));
  return { t: (locale) => fixed.get(locale) ?? (fixed.get(DEFAULT_LOCALE) as Translate) };
}

/** Picks en or vi from an Accept-Language header by quality; anything else falls back to en. */
export function resolveLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const candidates = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality ? Number(quality) : 1,
      };
    })
    .filter((candidate) => candidate.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { language } of candidates) {
    if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
  }
  return DEFAULT_LOCALE;
}
