import type { AuthSession, ErrorBody } from '@pickleball/domain';
import { browserDependencies } from './api-browser';
import {
  ApiError,
  chooseValidationMessage,
  codeForStatus,
  filenameFromDisposition,
  isErrorBody,
  readJson,
} from './api-errors';
import { describeFailedWrite } from './api-failure-text';
import { API_BASE_PATH, buildApiHeaders } from './api-headers';
import type {
  ApiClient,
  ApiClientDependencies,
  DataResponse,
  RequestOptions,
  UploadOptions,
} from './api-types';
import type { StoredTokens } from './session-store';

export { configureApiClient } from './api-browser';
export { ApiError, isApiError } from './api-errors';
export type {
  ApiClient,
  ApiClientDependencies,
  DataResponse,
  ListResponse,
} from './api-types';
export type { UploadProgress } from './upload-transport';

/**
 * The one way the app talks to the API (SPEC §7, §8):
 * - JSON, `X-Requested-With`, `Accept-Language` and the Bearer token, from the one place every
 *   bundle takes them (./api-headers);
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
 *   message, else 'Validation error'; no answer shows 'Network error: Unable to connect to server'
 *   ('Network connection error' when the browser knows it is offline); a write the server refused
 *   without a message of its own says 'Failed to create court' and the like (./api-failure-text);
 * - every error becomes an `ApiError` and, unless the call is `silent`, a translated toast;
 * - a `FormData` body (a file upload) goes as multipart: the browser writes its content type;
 *   `upload` reports how much has been sent (through XMLHttpRequest, ./upload-transport), under
 *   the same rules.
 * Everything it touches outside itself is injected so the rules can be tested against a real
 * HTTP server.
 */

export { API_BASE_PATH } from './api-headers';
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

export function createApiClient(deps: ApiClientDependencies): ApiClient {
  let refreshing: Promise<boolean> | null = null;

  /** Errors already shown, so a call that waited on them does not show them twice. */
  const shown = new WeakSet<ApiError>();

  const fail = (error: ApiError, options: RequestOptions | undefined, description?: string): never => {
    if (!options?.silent && !shown.has(error)) {
      shown.add(error);
      deps.notify(
        description
          ? { type: 'error', title: error.message, description }
          : { type: 'error', title: error.message },
      );
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
  const headersFor = (hasBody: boolean, accept = 'application/json'): Headers =>
    buildApiHeaders({
      language: deps.locale(),
      token: deps.session.getSnapshot().tokens?.accessToken,
      hasJsonBody: hasBody,
      accept,
    });

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
      const offline = deps.isOnline?.() === false;
      return fail(
        new ApiError(deps.translate(offline ? 'errors:network_connection' : 'errors:network_error'), {
          status: null,
          code: 'network_error',
        }),
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

  const handleFailure = async (
    method: string,
    path: string,
    response: Response,
    options: RequestOptions | undefined,
  ) => {
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
    const statusText = deps.translate(`errors:${codeForStatus(status)}`);
    if (serverMessage) return fail(new ApiError(serverMessage, { status, code, fieldErrors }), options);
    // No word from the server: a write names what failed, the status says why.
    const failedWrite = describeFailedWrite(method, path, deps.translate);
    return failedWrite
      ? fail(new ApiError(failedWrite, { status, code, fieldErrors }), options, statusText)
      : fail(new ApiError(statusText, { status, code, fieldErrors }), options);
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
    if (!response.ok) return handleFailure(method, path, response, options);
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
      if (!response.ok) return handleFailure(options?.method ?? 'GET', path, response, options);
      const fallback = path.split('/').filter(Boolean).pop() ?? 'download';
      const filename = filenameFromDisposition(response.headers.get('content-disposition'), fallback);
      deps.saveFile(await response.blob(), filename);
    },
    refreshSession,
  };
}

/** Paths are relative to /api/v1 and resolve to the whole JSON envelope `{data, meta?, message?}`. */
export const api: ApiClient = createApiClient(browserDependencies);
