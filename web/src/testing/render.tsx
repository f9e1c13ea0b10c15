import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { configureApiClient } from '../lib/api-client';
import { currentLanguage, i18n } from '../lib/i18n';

/**
 * Renders a screen the way the app does (app/start-app.tsx): inside the app's own providers
 * (AppProviders: translations, the data cache, Chakra, toasts) and a data router, so hooks like
 * `useNavigate`, `useSearchParams` and the leave-page blocker work. Pages that wait for their
 * translations suspend: a Suspense boundary holds them as the app's route fallback does.
 */

export interface RenderAppOptions {
  /** The route pattern the screen answers, e.g. `/matches/:id/live-score`; `/` by default. */
  path?: string;
  /** The address to open; `path` by default. */
  url?: string;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  /** The address the app is at now (after a navigation). */
  location: () => string;
}

/** Every other address shows where the app went, for tests of navigation. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

export function renderApp(ui: ReactNode, { path = '/', url = path }: RenderAppOptions = {}): RenderAppResult {
  const router = createMemoryRouter(
    [
      { path, element: <Suspense fallback={null}>{ui}</Suspense> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...result,
    user,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/**
 * Points the app's API client (lib/api-client) at `origin` (a local test server, ./api-server),
 * with the shell's translation and language as app/start-app.tsx gives them: requests carry the
 * reader's language in Accept-Language. Toasts it raises are collected in `notices`.
 */
export function connectApi(origin: string): { notices: string[] } {
  const notices: string[] = [];
  configureApiClient({
    origin,
    currentPath: () => '/',
    navigate: () => undefined,
    notify: ({ title }) => void notices.push(title),
    translate: (key, values) => i18n.t(key, values),
    locale: currentLanguage,
    warn: () => undefined,
  });
  return { notices };
}
