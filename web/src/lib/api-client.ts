import type { AuthSession, ErrorBody, PageMeta } from '@pickleball/domain';
import { type SessionStore, type StoredTokens, sessionStore } from './session-store';
import type { ProgressFetch, UploadProgress } from './upload-transport';

export type { UploadProgress } from './upload-transport';

/**
 * The one way the app talks to the API (SPEC §7, §8):
 * - JSON, `X-Requested-With`, `Accept-Language` and the Bearer token (no CSRF token: the API
 *   authenticates by bearer token, never by cookie, so a forged cross-site request carries nothing);
 * - a 30-second timeout;
 * - the access token is refreshed when it is within 5 minutes of its end (a third of its life for
 *   short-lived tokens), one refresh at a time in the whole browser: the tabs share one session,
 *   the refresh runs under a lock every tab takes (Web Locks), and a tab that waited takes the pair
 *   another tab just stored; a refused refresh ends the session, while no answer or a 5xx keeps it
 *   (the call reports the outage, the next one tries again);
 * - a 401 saying the token is outdated (the user's access changed) or expired is answered by one
 *   refresh and the call sent again;
 * - 401 ends the session and goes to /login, except on /login and /public-chat and for the
 *   logout and public-chat calls; 403 logs a warning; 422 shows the first field error, else the
 *   message, else 'Validation error'; no answer shows 'Network error: Unable to connect to server';
 * - every error becomes an `ApiError` and, unless the call is `silent`, a translated toast;
 * - a `FormData` body (a file upload) goes as multipart: the browser writes its content type;
 *   `upload` reports how much has been sent (through XMLHttpRequest, ./upload-transport), under
 *   the same rules.
 * Everything it touches outside itself is injected so the rules can be tested against a real
 * HTTP server.
 */

export const API_BASE_PATH = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;
export const REFRESH_WINDOW_MS = 5 * 60_000;
/** The Web Lock every tab takes to refresh: one refresh at a time in the whole browser. */
export const REFRESH_LOCK_NAME = 'pickleball.session.refresh';
/** 401 codes a refresh cures: the call is sent again once with the new token. */
const REFRESHABLE_CODES = new Set(['auth.token_outdated', 'auth.session_expired']);

/** Pages where a 401 is the expected answer, not a lost session (SPEC §8). */
const NO_REDIRECT_PAGES = ['/login', '/public-chat'];
/** Calls whose 401 never ends the session: logging out, and the public chat, which has its own token. */
const NO_SESSION_END_CALLS = [/^\/auth\/logout$/, /^\/public-chat(\/|$)/];
/** Calls that run without a session, so they never wait for or trigger a refresh. */
const SESSIONLESS_CALLS =
  /^\/auth\/(login|register|refresh|logout|providers|social\/|forgot-password|reset-password|verify-email)/;

export type ListResponse<T> = { data: T[]; meta: PageMeta };
export type DataResponse<T> = { data: T; message?: string };

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** No toast: the caller shows the error itself (a form putting 422 messages on its fields). */
  silent?: boolean;
  /** A longer limit than the 30 seconds, for work the server takes long over (a large import). */
  timeoutMs?: number;
}

/** An upload: told how much of the body has been sent as it goes. */
export interface UploadOptions extends RequestOptions {
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** A download from a GET (an export) or from a POST with a body (a report built from data the page holds). */
export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Every failed call rejects with this; `message` is the text to show, in the user's language. */
export class ApiError extends Error {
  /** The HTTP status, or null when no answer came (network error, timeout). */
  readonly status: number | null;
  /** The server's error code (`role.in_use`), or a client one: `network_error`, `timeout`. */
  readonly code: string;
  /** 422 messages per field, already translated by the server. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    message: string,
    init: { status: number | null; code: string; fieldErrors?: Record<string, string[]> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  /** Where /api/v1 lives: '' on the app's own origin, or an absolute origin in tests. */
  origin: string;
  session: SessionStore;
  now: () => number;
  /** The app's current path, for SPEC §8's "already on /login" exception. */
  currentPath: () => string;
  navigate: (path: string) => void;
  notify: (toast: { type: 'error' | 'warning'; title: string }) => void;
  translate: (key: string, values?: Record<string, string | number>) => string;
  locale: () => string;
  /** The user's time zone (an export writes its times in it). */
  timeZone: () => string;
  /**
   * Runs `task` holding a lock that every tab of the browser shares (the Web Locks API), so two
   * tabs never refresh the same token at once.
   */
  withSharedLock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  warn: (...message: unknown[]) => void;
  saveFile: (blob: Blob, filename: string) => void;
  timeoutMs: number;
  /** fetch that reports upload progress (XMLHttpRequest in the browser); uploads use it when given. */
  progressFetch?: ProgressFetch;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POSTs a FormData as multipart, reporting progress (`onUploadProgress`) as the body goes. */
  upload<T>(path: string, body: FormData, options?: UploadOptions): Promise<T>;
  /** Fetches with the session and saves the file under the server's Content-Disposition name. */
  download(path: string, options?: DownloadOptions): Promise<void>;
  /** Refreshes now unless a refresh is already running; resolves false when the session ended. */
  refreshSession(): Promise<boolean>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(origin: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${origin}${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/** JSON for data; a FormData goes as it is, so fetch writes the multipart type and its boundary. */
const encodeBody = (body: unknown) =>
  body === undefined ? undefined : isFormData(body) ? body : JSON.stringify(body);

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  return typeof value === 'object' && value !== null;
}

/** SPEC §8's 422 rule: the first field error, else the message, else 'Validation error'. */
export function chooseValidationMessage(body: unknown, fallback: string): string {
  if (isErrorBody(body)) {
    for (const messages of Object.values(body.errors ?? {})) {
      const first = Array.isArray(messages)
        ? messages.find((message) => typeof message === 'string')
        : undefined;
      if (first) return first;
    }
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  return fallback;
}

/** The error code a status stands for when the answer carries none. */
function codeForStatus(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'service_unavailable';
  if (status >= 500) return 'server_error';
  return 'request_failed';
}

/** `attachment; filename="a.xlsx"; filename*=UTF-8''%E1%BA%A1.xlsx` → the best name it carries. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDependencies): ApiClient {
  let refreshing: Promise<boolean> | null = null;

  /** Errors already shown, so a call that waited on them does not show them twice. */
  const shown = new WeakSet<ApiError>();

  const fail = (error: ApiError, options: RequestOptions | undefined): never => {
    if (!options?.silent && !shown.has(error)) {
      shown.add(error);
      deps.notify({ type: 'error', title: error.message });
    }
    throw error;
  };

  const isOnNoRedirectPage = () => {
    const path = deps.currentPath();
    return NO_REDIRECT_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
  };

  /** Ends the session locally and, unless the user is on a page that expects it, goes to /login. */
  const endSession = () => {
    deps.session.clear();
    if (!isOnNoRedirectPage()) deps.navigate('/login');
  };

  /** `hasBody` is true for a JSON body: a multipart body brings its own content type. */
  const headersFor = (hasBody: boolean, accept = 'application/json'): Headers => {
    const headers = new Headers({
      Accept: accept,
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': deps.locale(),
    });
    // Only with a body: Fastify refuses an empty body declared as JSON (a DELETE, a bare POST).
    if (hasBody) headers.set('Content-Type', 'application/json');
    const token = deps.session.getSnapshot().tokens?.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  };

  /** fetch with the 30-second timeout; a caller's abort passes through untouched. */
  const send = async (
    url: string,
    init: RequestInit,
    options: UploadOptions | undefined,
  ): Promise<Response> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options?.timeoutMs ?? deps.timeoutMs);
    const onCallerAbort = () => controller.abort(options?.signal?.reason);
    if (options?.signal?.aborted) onCallerAbort();
    options?.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const onProgress = options?.onUploadProgress;
    try {
      if (onProgress && deps.progressFetch)
        return await deps.progressFetch(url, { ...init, signal: controller.signal }, onProgress);
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut)
        return fail(
          new ApiError(deps.translate('errors:timeout'), { status: null, code: 'timeout' }),
          options,
        );
      if (options?.signal?.aborted) throw error;
      return fail(
        new ApiError(deps.translate('errors:network_error'), { status: null, code: 'network_error' }),
        options,
      );
    } finally {
      clearTimeout(timer);
      options?.signal?.removeEventListener('abort', onCallerAbort);
    }
  };

  const refreshWindow = (tokens: StoredTokens) =>
    Math.min(REFRESH_WINDOW_MS, (tokens.lifetimeMs ?? Number.POSITIVE_INFINITY) / 3);

  const runRefresh = async (): Promise<boolean> => {
    const before = deps.session.getSnapshot().tokens;
    if (!before) return false;
    return deps.withSharedLock(REFRESH_LOCK_NAME, async () => {
      // Another tab may have refreshed while this one waited for the lock: its pair is the session's.
      deps.session.reload();
      const tokens = deps.session.getSnapshot().tokens;
      if (!tokens) return false; // signed out in another tab
      if (
        tokens.refreshToken !== before.refreshToken &&
        tokens.expiresAt - deps.now() > refreshWindow(tokens)
      )
        return true;
      // No answer (ApiError with status null) says nothing about the session: it is kept, and the
      // waiting call reports the outage.
      const response = await send(
        buildUrl(deps.origin, '/auth/refresh', undefined),
        {
          method: 'POST',
          headers: headersFor(true),
          body: JSON.stringify({ refresh_token: tokens.refreshToken }),
        },
        { silent: true },
      );
      const body = (await readJson(response)) as (DataResponse<AuthSession> & Partial<ErrorBody>) | undefined;
      if (response.ok && body?.data?.access_token) {
        deps.session.setSession(body.data);
        return true;
      }
      if (response.status >= 500 || response.status === 429 || response.status === 408) {
        // The server could not answer now: the session is not over, the next call tries again.
        const code = typeof body?.code === 'string' ? body.code : codeForStatus(response.status);
        const message = typeof body?.message === 'string' && body.message ? body.message : '';
        throw new ApiError(message || deps.translate(`errors:${codeForStatus(response.status)}`), {
          status: response.status,
          code,
        });
      }
      endSession();
      // One toast explains the redirect, however many calls were waiting.
      deps.notify({ type: 'error', title: deps.translate('errors:auth.session_expired') });
      return false;
    });
  };

  const refreshSession = (): Promise<boolean> => {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  /**
   * Waits for a running refresh, or starts one when the token is within the window of its end.
   * When the refresh is refused the session is over: the call is not sent (it would only earn a 401).
   */
  const ensureFreshToken = async (path: string): Promise<void> => {
    if (SESSIONLESS_CALLS.test(path)) return;
    const tokens = deps.session.getSnapshot().tokens;
    const mustWait =
      refreshing !== null || (tokens !== null && tokens.expiresAt - deps.now() <= refreshWindow(tokens));
    if (!mustWait || (await refreshSession())) return;
    const error = new ApiError(deps.translate('errors:auth.session_expired'), {
      status: 401,
      code: 'auth.session_expired',
    });
    shown.add(error); // the refresh has said it already
    throw error;
  };

  const handleFailure = async (path: string, response: Response, options: RequestOptions | undefined) => {
    const body = await readJson(response);
    const status = response.status;
    const serverMessage = isErrorBody(body) && typeof body.message === 'string' ? body.message : '';
    const code = isErrorBody(body) && typeof body.code === 'string' ? body.code : codeForStatus(status);
    const fieldErrors =
      isErrorBody(body) && body.errors && typeof body.errors === 'object' ? body.errors : {};

    if (status === 401) {
      const exempt = NO_SESSION_END_CALLS.some((pattern) => pattern.test(path));
      const onExemptPage = isOnNoRedirectPage();
      const error = new ApiError(serverMessage || deps.translate('errors:auth.unauthenticated'), {
        status,
        code,
      });
      if (exempt || onExemptPage) return fail(error, options);
      // The session is gone: one toast explains the redirect, whoever made the call.
      endSession();
      deps.notify({ type: 'error', title: deps.translate('errors:auth.session_expired') });
      throw error;
    }
    if (status === 403) deps.warn(`[api] 403 on ${path}:`, serverMessage || code);
    if (status === 422) {
      const message = chooseValidationMessage(body, deps.translate('errors:validation_failed'));
      return fail(new ApiError(message, { status, code, fieldErrors }), options);
    }
    const fallbackKey = `errors:${codeForStatus(status)}`;
    return fail(
      new ApiError(serverMessage || deps.translate(fallbackKey), { status, code, fieldErrors }),
      options,
    );
  };

  /** A refresh that got no answer rejects the waiting call with the outage, shown like its own. */
  const prepare = async (path: string, options: RequestOptions | undefined) => {
    try {
      await ensureFreshToken(path);
    } catch (error) {
      if (error instanceof ApiError) fail(error, options);
      throw error;
    }
  };

  /**
   * Sends a call with the session; a 401 that a refresh cures (the user's access changed, the
   * token expired early) is answered by one refresh and the call sent once more.
   */
  async function sendWithSession(
    path: string,
    init: (headers: Headers) => RequestInit,
    accept: string | undefined,
    hasJsonBody: boolean,
    options: UploadOptions | undefined,
  ): Promise<Response> {
    await prepare(path, options);
    const attempt = () =>
      send(buildUrl(deps.origin, path, options?.query), init(headersFor(hasJsonBody, accept)), options);
    const response = await attempt();
    if (response.status !== 401 || SESSIONLESS_CALLS.test(path) || !deps.session.getSnapshot().tokens)
      return response;
    const code = ((await readJson(response.clone())) as Partial<ErrorBody> | undefined)?.code;
    if (typeof code !== 'string' || !REFRESHABLE_CODES.has(code)) return response;
    let renewed: boolean;
    try {
      renewed = await refreshSession();
    } catch (error) {
      if (error instanceof ApiError) return fail(error, options);
      throw error;
    }
    if (!renewed) {
      const error = new ApiError(deps.translate('errors:auth.session_expired'), {
        status: 401,
        code: 'auth.session_expired',
      });
      shown.add(error); // the refresh has said it already
      throw error;
    }
    return attempt();
  }

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    options?: UploadOptions,
  ): Promise<T> {
    const response = await sendWithSession(
      path,
      (headers) => ({ method, headers, body: encodeBody(body) }),
      undefined,
      body !== undefined && !isFormData(body),
      options,
    );
    if (!response.ok) return handleFailure(path, response, options);
    return (await readJson(response)) as T;
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    upload: (path, body, options) => request('POST', path, body, options),
    async download(path, options) {
      const body = options?.body;
      // An export writes its times in the reader's time zone.
      const query = options?.method === 'POST' ? options.query : { tz: deps.timeZone(), ...options?.query };
      const response = await sendWithSession(
        path,
        (headers) => ({ method: options?.method ?? 'GET', headers, body: encodeBody(body) }),
        '*/*',
        body !== undefined && !isFormData(body),
        { ...options, query },
      );
      if (!response.ok) return handleFailure(path, response, options);
      const fallback = path.split('/').filter(Boolean).pop() ?? 'download';
      const filename = filenameFromDisposition(response.headers.get('content-disposition'), fallback);
      deps.saveFile(await response.blob(), filename);
    },
    refreshSession,
  };
}

// ---- The app's instance ----

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
const browserDependencies: ApiClientDependencies = {
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
  saveFile: saveWithAnchor,
  timeoutMs: REQUEST_TIMEOUT_MS,
  // Loaded with the first upload: the sign-in pages share this file and never upload.
  progressFetch: async (url, init, onProgress) =>
    (await import('./upload-transport')).progressFetch(url, init, onProgress),
};

export function configureApiClient(overrides: Partial<ApiClientDependencies>): void {
  Object.assign(browserDependencies, overrides);
}

/** Paths are relative to /api/v1 and resolve to the whole JSON envelope `{data, meta?, message?}`. */
export const api: ApiClient = createApiClient(browserDependencies);
