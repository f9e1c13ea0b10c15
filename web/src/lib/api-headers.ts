/**
 * SPEC §7's headers, the one place every bundle's calls take them from (the app's API client, the
 * sign-in pages through it, the public chat, the public tournament pages): JSON `Accept` (and
 * `Content-Type` with a JSON body), `X-Requested-With`, `Accept-Language` with the reader's
 * language and the Bearer token when there is one. No CSRF token: the API authenticates by bearer
 * token, never by cookie, so a forged cross-site request carries nothing. Free of imports, so
 * the light bundles take only this.
 */
export const API_BASE_PATH = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiHeaderOptions {
  /** The reader's language (`en`, `vi`). */
  language: string;
  /** The access token, when the call is made by someone signed in. */
  token?: string | null | undefined;
  /** True for a JSON body; a multipart body (FormData) brings its own content type. */
  hasJsonBody?: boolean;
  /** What the call accepts back: JSON, or anything for a download. */
  accept?: string;
}

export function buildApiHeaders({
  language,
  token,
  hasJsonBody = false,
  accept = 'application/json',
}: ApiHeaderOptions): Headers {
  const headers = new Headers({
    Accept: accept,
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': language,
  });
  // Only with a body: Fastify refuses an empty body declared as JSON (a DELETE, a bare POST).
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
