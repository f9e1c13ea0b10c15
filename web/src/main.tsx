import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { configureApiClient } from './lib/api-client';
import { currentLanguage, i18n, i18nReady } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { toaster } from './lib/toaster';

const router = createAppRouter();

// The API client stays free of React; the shell gives it navigation, toasts and translations.
configureApiClient({
  navigate: (path) => void router.navigate(path, { replace: true }),
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
