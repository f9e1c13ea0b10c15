import { useCallback, useMemo, useState } from 'react';
import { applyColorMode, currentColorMode } from './color-mode-lite';
import { type Catalogs, createTranslate, type LiteI18n } from './i18n-lite';
import { type Language, readPreferredLanguage, reflectLanguage, storeLanguage } from './language';

/**
 * What the light entries (app/guest, app/public-chat, app/public-tournament) do alike on start and
 * when the language changes: English is bundled with the entry (the default and the fallback),
 * Vietnamese is fetched once, in a chunk of its own, when it is preferred (./language) or chosen; the colour mode
 * is painted before the first render. Without i18next or a UI kit, like the rest of those pages.
 */
export interface LiteEntry {
  /**
   * The texts in force, for what runs outside React: the Accept-Language of calls, the API
   * client's own messages.
   */
  readonly current: LiteI18n;
  /**
   * Paints the colour mode and loads the preferred language's texts (the stored choice, else the
   * browser's), or English where they cannot be fetched (offline, a new release). `current` asks
   * for the preferred language from the call on,
   * so the calls made meanwhile already do; what it resolves to is the page's first language.
   */
  start(): Promise<Language>;
  /** Loads `language`'s texts, then makes it the stored choice; rejects where they cannot be fetched. */
  switchLanguage(language: Language): Promise<void>;
  /** The lookup in `language`, whose texts are in. */
  i18n(language: Language, changeLanguage: (language: Language) => void): LiteI18n;
}

export function createLiteEntry({
  english,
  loadVietnamese,
  namespace,
}: {
  english: Catalogs;
  loadVietnamese: () => Promise<Catalogs>;
  /** The namespace a key without one of its own reads. */
  namespace: string;
}): LiteEntry {
  const loaders: Record<Language, () => Promise<Catalogs>> = { en: async () => english, vi: loadVietnamese };
  const catalogs = new Map<Language, Catalogs>([['en', english]]);
  const load = async (language: Language): Promise<void> => {
    if (!catalogs.has(language)) catalogs.set(language, await loaders[language]());
  };
  const i18n = (language: Language, changeLanguage: (language: Language) => void): LiteI18n => ({
    language,
    t: createTranslate(language, catalogs.get(language) ?? english, english, namespace),
    changeLanguage,
  });
  // Outside React nothing changes the language: that is the page's switch.
  const outside = (language: Language) => i18n(language, () => undefined);

  let current = outside('en');
  return {
    get current() {
      return current;
    },
    async start() {
      applyColorMode(currentColorMode());
      const preferred = readPreferredLanguage();
      current = outside(preferred);
      const language = await load(preferred).then(
        () => preferred,
        (): Language => 'en',
      );
      current = outside(language);
      reflectLanguage(language);
      return language;
    },
    async switchLanguage(language) {
      await load(language);
      storeLanguage(language);
      reflectLanguage(language);
      current = outside(language);
    },
    i18n,
  };
}

/** The entry's lookup for its React tree, starting in `initialLanguage` (what `start` resolved to). */
export function useLiteEntryI18n(entry: LiteEntry, initialLanguage: Language): LiteI18n {
  const [language, setLanguage] = useState(initialLanguage);
  const changeLanguage = useCallback(
    (next: Language) => {
      entry
        .switchLanguage(next)
        .then(() => setLanguage(next))
        // The texts could not be fetched (offline, a new release): the page stays as it is.
        .catch(() => undefined);
    },
    [entry],
  );
  return useMemo(() => entry.i18n(language, changeLanguage), [entry, language, changeLanguage]);
}
