import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import { ColorModeButton, LanguageSelect } from '../../../components/lite/lite-shell';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { ChevronDownIcon } from './auth-icons';
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
    <div className="lite-page auth-page">
      <header className="auth-header">
        <div className="auth-brand">
          <BrandMark size={32} />
          <p>{t('brand')}</p>
        </div>
        <div className="auth-tools">
          <LanguageMenu />
          <ColorModeButton className="auth-icon-button" label={t('color_mode')} />
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

/** The app's select, with its chevron drawn over the box (the native arrow is hidden). */
function LanguageMenu() {
  return (
    <div className="auth-select-wrap">
      <LanguageSelect className="auth-select" />
      <ChevronDownIcon />
    </div>
  );
}
