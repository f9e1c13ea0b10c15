import { type ReactNode, useState } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { ColorModeButton, LanguageSelect } from '../../components/lite/lite-shell';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { BackIcon, PrintIcon, ShareIcon } from './icons';

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
    <div className="lite-page pt-page">
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
          <LanguageSelect className="pt-select" />
          <ColorModeButton className="pt-icon-button" label={t('tournaments:public_page.color_mode')} />
        </div>
      </header>
      {children}
    </div>
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
