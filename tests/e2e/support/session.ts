/**
 * How the web app keeps a session in the browser (web/src/lib/session-store.ts and i18n.ts): the
 * tokens under `pickleball.session` in localStorage, the chosen language under `pickleball.locale`.
 */
export const SESSION_STORAGE_KEY = 'pickleball.session';
export const LOCALE_STORAGE_KEY = 'pickleball.locale';

export interface ApiSession {
  access_token: string;
  refresh_token: string;
  expires_at: string;
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export function storedTokens(session: ApiSession): StoredTokens {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: Date.parse(session.expires_at),
  };
}

/** A Playwright storage state that opens the app already signed in. */
export function sessionStorageState(baseUrl: string, session: ApiSession) {
  return {
    cookies: [],
    origins: [
      {
        origin: baseUrl,
        localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(storedTokens(session)) }],
      },
    ],
  };
}
