import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { ColorModeButton, LanguageSelect } from '../../components/lite/lite-shell';
import { useLiteTranslation } from '../../lib/i18n-lite';

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
    <div className="lite-page pc-page">
      <div className="pc-column">
        <header className="pc-header">
          <BrandMark size={32} />
          <div className="pc-heading">
            <h1>{title}</h1>
            {status}
          </div>
          <div className="pc-tools">
            <LanguageSelect className="pc-select" />
            <ColorModeButton className="pc-icon-button" label={t('color_mode')} />
          </div>
        </header>
        {children}
      </div>
    </div>
  );
}
