import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient } from '../lib/api-client';
import { noteGuestNotice, openGuestPage, setGuestPageOpener } from '../lib/guest-pages';
import { applyStoredLanguage, currentLanguage, i18n, i18nReady } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { toaster } from '../lib/toaster';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

let isFirstStart = true;

/**
 * Starts the full app in `container` at the current address: on a load by a signed-in user, or
 * in place of the sign-in pages once the user has signed in (main.tsx, app/guest). When the
 * session ends, the app makes way for the sign-in pages in the same document (lib/guest-pages).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createAppRouter();

  // The API client stays free of React; the shell gives it navigation, toasts and translations.
  configureApiClient({
    // The client navigates only when the session has ended (to /login): the sign-in page says so,
    // and brings the user back here afterwards.
    navigate: (path) => {
      const { pathname, search, hash } = router.state.location;
      noteGuestNotice('session_expired');
      openGuestPage(path, { from: `${pathname}${search}${hash}` });
    },
    currentPath: () => router.state.location.pathname,
    notify: ({ type, title, description }) => {
      // Several calls failing for one reason (the server is down) make one toast, not a stack.
      const id = `api:${title}`;
      if (!toaster.isVisible(id)) toaster.create({ id, type, title, description, closable: true });
    },
    translate: (key, values) => i18n.t(key, values),
    locale: currentLanguage,
  });

  if (isFirstStart) {
    isFirstStart = false;
    // The server translates what it sends (messages, labels): cached answers are fetched again in the new language.
    i18n.on('languageChanged', () => void queryClient.invalidateQueries());
    // The stored language's texts first, so the first screen is never in the wrong language.
    await i18nReady;
  } else {
    // Back from the sign-in pages, where the user may have chosen another language.
    await applyStoredLanguage();
  }

  const root = createRoot(container);
  setGuestPageOpener((path, state) => {
    // The sign-in pages are fetched first, so the app stays on screen until they can show.
    void import('./guest/start-guest').then(({ startGuest }) => {
      root.unmount();
      router.dispose();
      // A different user must never see the previous user's cached lists.
      queryClient.clear();
      toaster.remove();
      window.history.replaceState(null, '', path);
      return startGuest(container, state);
    });
  });
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
