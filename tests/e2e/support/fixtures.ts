import { readFileSync, writeFileSync } from 'node:fs';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { apiLogin } from '../../load/lib/app-server';
import { type ApiSession, SESSION_STORAGE_KEY, sessionStorageState } from './session';

/** What global-setup.ts started, read from the environment it handed the workers. */
export interface E2eServer {
  baseUrl: string;
  admin: { username: string; password: string };
  /** A storage state with the administrator signed in (shared: do not end this session). */
  adminState: string;
}

function readServer(): E2eServer {
  const { E2E_BASE_URL, E2E_ADMIN_USERNAME, E2E_ADMIN_PASSWORD, E2E_ADMIN_STATE } = process.env;
  if (!E2E_BASE_URL || !E2E_ADMIN_USERNAME || !E2E_ADMIN_PASSWORD || !E2E_ADMIN_STATE)
    throw new Error('the e2e server is not running: run the specs with `npm run test:e2e`');
  return {
    baseUrl: E2E_BASE_URL,
    admin: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
    adminState: E2E_ADMIN_STATE,
  };
}

/** Calls the API as the administrator, for setting up data where the UI is not the subject. */
export interface AdminApi {
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

async function createAdminApi(server: E2eServer): Promise<AdminApi> {
  const session = await apiLogin(server.baseUrl, server.admin.username, server.admin.password);
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${session.access_token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} → HTTP ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

/** A page in its own context, signed in as `login` through the API (a fresh session of its own). */
export async function openSignedIn(
  browser: Browser,
  server: E2eServer,
  login: string,
  password: string,
): Promise<{ page: Page; session: ApiSession; close: () => Promise<void> }> {
  const session = await apiLogin(server.baseUrl, login, password);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    storageState: sessionStorageState(server.baseUrl, session),
  });
  const page = await context.newPage();
  return { page, session, close: () => context.close() };
}

export const test = base.extend<{ server: E2eServer }, { adminApi: AdminApi }>({
  // The server's address is only known once global setup has run, so it is read here, not in the config.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(readServer().baseUrl);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  server: async ({}, use) => {
    await use(readServer());
  },
  adminApi: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use(await createAdminApi(readServer()));
    },
    { scope: 'worker' },
  ],
});

/** How long before its access token expires the shared session is replaced by a new one. */
const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * The shared administrator session's storage state, signed in again when its access token is
 * near its end: on a slow machine the suite outlasts the token's 15 minutes, and pages of
 * several tests refreshing one refresh token would each rotate it, which ends the session.
 */
async function currentAdminState(server: E2eServer): Promise<string> {
  const state = JSON.parse(readFileSync(server.adminState, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const stored = state.origins[0]?.localStorage.find((entry) => entry.name === SESSION_STORAGE_KEY);
  const expiresAt = stored ? (JSON.parse(stored.value) as { expiresAt: number }).expiresAt : 0;
  if (expiresAt - Date.now() > RENEW_BEFORE_MS) return server.adminState;
  const session = await apiLogin(server.baseUrl, server.admin.username, server.admin.password);
  writeFileSync(server.adminState, JSON.stringify(sessionStorageState(server.baseUrl, session)));
  return server.adminState;
}

/** The same, opening every page already signed in as the administrator (the shared session). */
export const adminTest = test.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  storageState: async ({}, use) => {
    await use(await currentAdminState(readServer()));
  },
});

export { expect };

/** A unique suffix for names the specs create, so a re-run against the same data never collides. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;
}
