import { REQUEST_TIMEOUT_MS } from './api-headers';
import type { ApiClientDependencies } from './api-types';
import { sessionStore } from './session-store';

/**
 * The API client's (./api-client) wiring in the browser: fetch, the session, Web Locks, file
 * saving. Navigation, toasts, translation and the locale belong to the app shell, which plugs them
 * in at start-up with `configureApiClient` (the client stays free of React).
 */

/** The Web Locks API where the browser has it; otherwise the task runs alone in this tab. */
function withBrowserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

function saveWithAnchor(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has started the download by the next tick; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * The browser wiring. Navigation, toasts, translation and the locale belong to the app shell,
 * which plugs them in at start-up with `configureApiClient` (this module stays free of React).
 */
export const browserDependencies: ApiClientDependencies = {
  fetch: (input, init) => globalThis.fetch(input, init),
  origin: '',
  session: sessionStore,
  now: () => Date.now(),
  currentPath: () => (typeof location === 'undefined' ? '/' : location.pathname),
  navigate: (path) => location.assign(path),
  notify: () => undefined,
  translate: (key) => key,
  locale: () => 'en',
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  withSharedLock: withBrowserLock,
  warn: (...message) => console.warn(...message),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  saveFile: saveWithAnchor,
  timeoutMs: REQUEST_TIMEOUT_MS,
  // Loaded with the first upload: the sign-in pages share this file and never upload.
  progressFetch: async (url, init, onProgress) =>
    (await import('./upload-transport')).progressFetch(url, init, onProgress),
};

export function configureApiClient(overrides: Partial<ApiClientDependencies>): void {
  Object.assign(browserDependencies, overrides);
}
