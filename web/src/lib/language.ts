/**
 * The user's language (SPEC §1): English by default, the choice remembered in the browser. Shared
 * by the full app's i18next (./i18n) and the light sign-in pages (./i18n-lite), so both read and
 * write the same choice; this file stays free of i18next.
 */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'pickleball.locale';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt' };

/** The choice made in this tab, for when the browser refuses storage (it then lasts for the tab). */
let chosenInTab: Language | null = null;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Storage refused: the tab's own choice, if any.
  }
  return chosenInTab ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  chosenInTab = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts for this tab only.
  }
}

/** `<html lang>` follows the language, for screen readers and the browser's hyphenation. */
export function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}
