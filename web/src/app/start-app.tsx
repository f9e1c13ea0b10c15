import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient } from '../lib/api-client';
import { noteGuestNotice } from '../lib/guest-pages';
import { currentLanguage, i18n, i18nReady } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { toaster } from '../lib/toaster';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * Starts the full app in `container` at the current address: on a load by a signed-in user, or
 * in place of the sign-in pages once the user has signed in (main.tsx, app/guest).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createAppRouter();

  // The API client stays free of React; the shell gives it navigation, toasts and translations.
  configureApiClient({
    // The client navigates only when the session has ended: the sign-in page says so.
    navigate: (path) => {
      noteGuestNotice('session_expired');
      void router.navigate(path, { replace: true });
    },
    currentPath: () => router.state.location.pathname,
    notify: ({ type, title }) => {
      // Several calls failing for one reason (the server is down) make one toast, not a stack.
      const id = `api:${title}`;
      if (!toaster.isVisible(id)) toaster.create({ id, type, title, closable: true });
    },
    translate: (key, values) => i18n.t(key, values),
    locale: currentLanguage,
  });

  // The server translates what it sends (messages, labels): cached answers are fetched again in the new language.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries());

  // The stored language's texts first, so the first screen is never in the wrong language.
  await i18nReady;

  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
