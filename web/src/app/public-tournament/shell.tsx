import { type ReactNode, useState } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { useColorModeLite } from '../../lib/color-mode-lite';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/language';
import { BackIcon, MoonIcon, PrintIcon, ShareIcon, SunIcon } from './icons';

/**
 * The public tournament pages' frame: a header (back to the list, the title and its state line,
 * share, print, language and colour) over the page, the whole width of a phone and up to a wide
 * laptop's (brackets are wide).
 */
export function PageFrame({
  title,
  back = false,
  status,
  tools,
  children,
}: {
  title: string;
  back?: boolean;
  status?: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLiteTranslation('tournaments');
  return (
    <div className="pt-page">
      <header className="pt-header">
        {back ? (
          <a
            className="pt-icon-button"
            href="/public-tournaments"
            aria-label={t('tournaments:public_page.all')}
          >
            <BackIcon />
          </a>
        ) : (
          <BrandMark size={32} />
        )}
        <div className="pt-heading">
          <h1>{title}</h1>
          {status}
        </div>
        <div className="pt-tools">
          {tools}
          <LanguageSelect />
          <ColorModeButton label={t('tournaments:public_page.color_mode')} />
        </div>
      </header>
      {children}
    </div>
  );
}

/** English / Tiếng Việt, remembered in the browser (SPEC §1), as on the sign-in pages. */
function LanguageSelect() {
  const { t, language, changeLanguage } = useLiteTranslation('layout');
  return (
    <select
      className="pt-select"
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
    <button type="button" className="pt-icon-button" aria-label={label} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/** The phone's share sheet where there is one, else the link copied; and printing the bracket. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useLiteTranslation('tournaments');
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <>
      <button type="button" className="pt-button pt-share" onClick={() => void share()}>
        <ShareIcon />
        <span>{copied ? t('tournaments:share.copied') : t('tournaments:public_page.share')}</span>
      </button>
      <button
        type="button"
        className="pt-icon-button pt-print"
        aria-label={t('tournaments:bracket.print')}
        onClick={() => window.print()}
      >
        <PrintIcon />
      </button>
    </>
  );
}

/** A whole-page state instead of the content: loading, not found, a failed load. */
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
    <main className="pt-status">
      <div className={`pt-status-card pt-tone-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        {children && <div className="pt-status-actions">{children}</div>}
      </div>
    </main>
  );
}
