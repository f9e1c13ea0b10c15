/**
 * The user's language (SPEC §1): English by default and as the fallback, the choice remembered in
 * the browser; on a first visit with no stored choice, the browser's language when it is one of
 * ours. The one detector of the full app's i18next (./i18n), the light entries (./lite-entry: the
 * sign-in pages, the public chat, the public tournaments) and the entry file (main.tsx), so all of
 * them read and write the same choice; this file stays free of i18next.
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

/** `vi`, `vi-VN` → vi; `en`, `en-GB` → en; any other tag → null. */
export function matchLanguageTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to show: the stored choice wins; without one, the first of the browser's preferred
 * languages that is one of ours; otherwise English.
 */
export function detectLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = matchLanguageTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The browser's preferred languages, best first (none outside a browser). */
function readBrowserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages;
  return typeof navigator.language === 'string' ? [navigator.language] : [];
}

function readStoredChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused: the tab's own choice, if any.
    return chosenInTab;
  }
}

/** The language every entry starts in (see `detectLanguage`). */
export function readPreferredLanguage(): Language {
  return detectLanguage(readStoredChoice() ?? chosenInTab, readBrowserLanguages());
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
