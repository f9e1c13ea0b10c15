import type { ReactNode } from 'react';
import { useColorModeLite } from '../../lib/color-mode-lite';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/language';
import { MoonIcon, SunIcon } from './lite-icons';

/**
 * The pieces of the light pages' headers and whole-page states (plain React, no UI kit). Each page
 * lays them out and styles them in its own stylesheet: `className` names the page's own look.
 */

/** English / Tiếng Việt, remembered in the browser (SPEC §1), as the app's own switch. */
export function LanguageSelect({ className }: { className: string }) {
  const { t, language, changeLanguage } = useLiteTranslation('layout');
  return (
    <select
      className={className}
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) changeLanguage(next);
      }}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}

/** Light or dark, remembered in the browser and shared with the app (lib/color-mode-lite). */
export function ColorModeButton({ className, label }: { className: string; label: string }) {
  const { colorMode, toggleColorMode } = useColorModeLite();
  return (
    <button type="button" className={className} aria-label={label} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/**
 * A whole-page state instead of the page's content (loading, a refused token, not found): a
 * `main` holding one card (classes `lite-status`, `lite-status-card`, `lite-tone-<tone>`,
 * `lite-status-actions`, styled by the page), announced as an alert when it is `danger`.
 */
export function StatusPanel({
  tone = 'neutral',
  title,
  text,
  children,
}: {
  tone?: 'neutral' | 'danger';
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <main className="lite-status">
      <div className={`lite-status-card lite-tone-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        {children && <div className="lite-status-actions">{children}</div>}
      </div>
    </main>
  );
}
