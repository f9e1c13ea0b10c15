import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import { useColorModeLite } from '../../../lib/color-mode-lite';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../lib/language';
import { ChevronDownIcon, MoonIcon, SunIcon } from './auth-icons';
import './auth-pages.css';

/**
 * The frame of the sign-in pages: the product, the language and colour switches, one card. Plain
 * React and ./auth-pages.css: these pages load before the app and without its UI kit.
 */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useLiteTranslation('auth');
  return (
    <div className="auth-page">
      <header className="auth-header">
        <div className="auth-brand">
          <BrandMark size={32} />
          <p>{t('brand')}</p>
        </div>
        <div className="auth-tools">
          <LanguageSelect />
          <ColorModeButton label={t('color_mode')} />
        </div>
      </header>
      <main className="auth-main">
        <div className="auth-card">
          <div className="auth-card-head">
            <h1>{title}</h1>
            {subtitle && <p className="auth-muted">{subtitle}</p>}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}

/** English / Tiếng Việt, remembered in the browser (SPEC §1), as the app's own switch. */
function LanguageSelect() {
  const { t, language, changeLanguage } = useLiteTranslation('layout');
  return (
    <div className="auth-select-wrap">
      <select
        className="auth-select"
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
      <ChevronDownIcon />
    </div>
  );
}

function ColorModeButton({ label }: { label: string }) {
  const { colorMode, toggleColorMode } = useColorModeLite();
  return (
    <button type="button" className="auth-icon-button" aria-label={label} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
