import { type ReactNode, useSyncExternalStore } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { ColorModeButton, LanguageSelect } from '../../components/lite/lite-shell';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { sessionStore } from '../../lib/session-store';
import { BackIcon } from './icons';

/** A visitor signed in to the back-office in this browser (its stored session) can go back to it. */
const hasAppSession = () => sessionStore.getSnapshot().tokens !== null;

/**
 * The public chat's frame: one column (the whole width of a phone, centred on a laptop) with a
 * header — the channel (or the product, before it is known), its state line, the language and
 * colour switches — and the page below. A visitor signed in to the back-office in this browser
 * finds the way back to it on the logo.
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
  const isSignedIn = useSyncExternalStore(sessionStore.subscribe, hasAppSession, () => false);
  return (
    <div className="lite-page pc-page">
      <div className="pc-column">
        <header className="pc-header">
          {isSignedIn ? (
            // A plain link: the app is another bundle, loaded by the document at its address.
            <a
              className="pc-app-link"
              href="/dashboard"
              aria-label={t('back_to_app')}
              title={t('back_to_app')}
            >
              <BackIcon />
              <BrandMark size={32} />
            </a>
          ) : (
            <BrandMark size={32} />
          )}
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
