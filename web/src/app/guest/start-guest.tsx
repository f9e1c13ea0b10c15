import type { AuthSession } from '@pickleball/domain';
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '../../lib/api-client';
import {
  type GuestNotice,
  type GuestPageState,
  isGuestPagePath,
  pathAfterSignIn,
  readGuestPageState,
} from '../../lib/guest-pages';
import { LiteI18nProvider } from '../../lib/i18n-lite';
import type { Language } from '../../lib/language';
import { createLiteEntry, useLiteEntryI18n } from '../../lib/lite-entry';
import { sessionStore } from '../../lib/session-store';
import { prefetchProviders } from '../../modules/auth/api/get-providers';
import { ForgotPasswordPage } from '../../modules/auth/pages/forgot-password-page';
import { LoginPage } from '../../modules/auth/pages/login-page';
import { RegisterPage } from '../../modules/auth/pages/register-page';
import { ResetPasswordPage } from '../../modules/auth/pages/reset-password-page';
import { SocialCallbackPage } from '../../modules/auth/pages/social-callback-page';
import { VerifyEmailPage } from '../../modules/auth/pages/verify-email-page';
import { catalog as english } from './catalog-en';

/**
 * The sign-in pages on their own (main.tsx loads this for a visitor without a session): login,
 * register, the social sign-in return page, and the pages of the links sent by e-mail (forgot
 * password, reset password, verify e-mail; the last two also for a signed-in user, whom the app
 * hands over to them), with the language and colour switches, and no
 * router, UI kit, form or schema library. Links between the pages stay in the page; once the
 * user has signed in, the full app starts in its place at the page they were heading to.
 */

const entry = createLiteEntry({
  english,
  loadVietnamese: async () => (await import('./catalog-vi')).catalog,
  namespace: 'common',
});

interface GuestLocation {
  path: string;
  search: string;
}

const readLocation = (): GuestLocation => ({
  // One trailing slash is allowed in a sign-in address (/login/).
  path: window.location.pathname.replace(/(.)\/$/, '$1'),
  search: window.location.search,
});

function GuestPages({
  initialLanguage,
  from,
  initialNotice,
  onSignedIn,
}: {
  initialLanguage: Language;
  /** Where the user was heading when the app sent them here. */
  from: string | undefined;
  /** Why the app sent them here, said on the first page they see. */
  initialNotice: GuestNotice | undefined;
  onSignedIn: (path: string) => Promise<void>;
}) {
  const i18n = useLiteEntryI18n(entry, initialLanguage);
  const [location, setLocation] = useState(readLocation);
  const [notice, setNotice] = useState(initialNotice);

  // Links between the sign-in pages change the page in place; the browser's back and forward too.
  useEffect(() => {
    const handleClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.origin !== window.location.origin)
        return;
      if (!isGuestPagePath(anchor.pathname)) return;
      event.preventDefault();
      window.history.pushState(window.history.state, '', `${anchor.pathname}${anchor.search}${anchor.hash}`);
      setLocation(readLocation());
      // Why the user came here (a logout) was said once.
      setNotice(undefined);
      window.scrollTo(0, 0);
    };
    const handlePopState = () => {
      // An entry of the full app (before a logout, say): the entry picks the bundle again.
      if (!isGuestPagePath(window.location.pathname)) window.location.reload();
      else {
        setLocation(readLocation());
        setNotice(undefined);
      }
    };
    document.addEventListener('click', handleClick);
    window.addEventListener('popstate', handlePopState);
    return () => {
      document.removeEventListener('click', handleClick);
      window.removeEventListener('popstate', handlePopState);
    };
  }, []);

  /** Moves to another sign-in page in place of this one (this history entry), saying why. */
  const replacePage = useCallback((path: string, nextNotice?: GuestNotice) => {
    window.history.replaceState(window.history.state, '', path);
    setLocation(readLocation());
    setNotice(nextNotice);
    window.scrollTo(0, 0);
  }, []);
  const handlePasswordReset = useCallback(() => replacePage('/login', 'password_changed'), [replacePage]);

  const handleSignedIn = useCallback(
    async (session: AuthSession) => {
      sessionStore.setSession(session);
      await onSignedIn(pathAfterSignIn(from));
    },
    [from, onSignedIn],
  );

  const { path } = location;
  let page = <LoginPage notice={notice} onSignedIn={handleSignedIn} />;
  if (path === '/register') page = <RegisterPage onSignedIn={handleSignedIn} />;
  else if (path === '/forgot-password') page = <ForgotPasswordPage />;
  else if (path === '/reset-password')
    page = <ResetPasswordPage key={location.search} search={location.search} onDone={handlePasswordReset} />;
  else if (path === '/verify-email')
    page = <VerifyEmailPage key={location.search} search={location.search} onOpenApp={onSignedIn} />;
  else if (path.startsWith('/auth/callback/'))
    page = (
      <SocialCallbackPage
        provider={decodeURIComponent(path.slice('/auth/callback/'.length))}
        search={location.search}
        onSignedIn={handleSignedIn}
      />
    );
  return <LiteI18nProvider value={i18n}>{page}</LiteI18nProvider>;
}

/**
 * Shows the sign-in pages in `container` at the current address: on a load by a visitor without
 * a session (main.tsx), or in place of the app when the session has ended (`handover` then says
 * where the user was heading, and why they are here).
 */
export async function startGuest(container: HTMLElement, handover?: GuestPageState): Promise<void> {
  // Requests ask for the stored language from the first one on; its texts follow below.
  const started = entry.start();
  configureApiClient({
    translate: (key, values) => entry.current.t(key, values),
    locale: () => entry.current.language,
    // No session to end here: a refused call (a 401 from the social sign-in) shows its reason on the page.
    navigate: () => undefined,
  });
  // The social buttons depend on this answer: asked now, it is often in before the first render.
  void prefetchProviders();
  // Where the user was heading stays in the history entry, so it survives a reload of this page;
  // the site's root is the sign-in page for a visitor without a session.
  const { from, notice } = handover ?? readGuestPageState(window.history.state);
  const state: GuestPageState | null = from ? { from } : null;
  window.history.replaceState(state, '', window.location.pathname === '/' ? '/login' : window.location.href);

  const language = await started;

  const root = createRoot(container);
  const openApp = async (path: string) => {
    let startApp: (container: HTMLElement) => Promise<void>;
    try {
      ({ startApp } = await import('../start-app'));
    } catch {
      // The app could not be fetched here (a new release, a lost connection): a full load tries again.
      window.location.assign(path);
      return;
    }
    root.unmount();
    window.history.replaceState(null, '', path);
    await startApp(container);
  };
  root.render(
    <StrictMode>
      <GuestPages initialLanguage={language} from={from} initialNotice={notice} onSignedIn={openApp} />
    </StrictMode>,
  );
}
