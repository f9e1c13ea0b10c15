import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { useColorModeLite } from '../../lib/color-mode-lite';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/language';
import { MoonIcon, SunIcon } from './icons';

/**
 * The public chat's frame: one column (the whole width of a phone, centred on a laptop) with a
 * header — the channel (or the product, before it is known), its state line, the language and
 * colour switches — and the page below.
 */
export function ChatFrame({
  title,
  status,
  children,
}: {
  title: string;
  /** The line under the title: who is online, or the connection's trouble. */
  status?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLiteTranslation('public-chat');
  return (
    <div className="pc-page">
      <div className="pc-column">
        <header className="pc-header">
          <BrandMark size={32} />
          <div className="pc-heading">
            <h1>{title}</h1>
            {status}
          </div>
          <div className="pc-tools">
            <LanguageSelect />
            <ColorModeButton label={t('color_mode')} />
          </div>
        </header>
        {children}
      </div>
    </div>
  );
}

/** English / Tiếng Việt, remembered in the browser (SPEC §1), as on the sign-in pages. */
function LanguageSelect() {
  const { t, language, changeLanguage } = useLiteTranslation('layout');
  return (
    <select
      className="pc-select"
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

function ColorModeButton({ label }: { label: string }) {
  const { colorMode, toggleColorMode } = useColorModeLite();
  return (
    <button type="button" className="pc-icon-button" aria-label={label} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/** A whole-page state instead of the chat: no token, a refused token, the channel off. */
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
    <main className="pc-status">
      <div className={`pc-status-card pc-tone-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        {children && <div className="pc-status-actions">{children}</div>}
      </div>
    </main>
  );
}
