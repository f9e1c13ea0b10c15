import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, unique } from './support/fixtures';
import { t } from './support/locales';
import { SESSION_STORAGE_KEY, type StoredTokens } from './support/session';

const en = (key: string) => t('en', key);

async function storedTokens(page: Page): Promise<StoredTokens | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as StoredTokens) : null;
}

test.describe('session lifetime', () => {
  test('an expired access token is refreshed silently', async ({ browser, server }) => {
    const signedIn = await openSignedIn(browser, server, server.admin.username, server.admin.password);
    const { page } = signedIn;
    try {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const before = await storedTokens(page);
      expect(before).not.toBeNull();

      // The app keeps the token's end in localStorage; put it in the past and open the app again.
      await page.evaluate(
        ({ key, tokens }) =>
          localStorage.setItem(key, JSON.stringify({ ...tokens, expiresAt: Date.now() - 60_000 })),
        { key: SESSION_STORAGE_KEY, tokens: before },
      );
      const refresh = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/auth/refresh') && response.request().method() === 'POST',
      );
      await page.reload();
      expect((await refresh).status()).toBe(200);

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(en('errors:auth.session_expired'))).toHaveCount(0);
      const after = await storedTokens(page);
      expect(after?.accessToken).toBeTruthy();
      expect(after?.accessToken).not.toBe(before?.accessToken);
      expect(after?.refreshToken).not.toBe(before?.refreshToken);
      expect(after?.expiresAt ?? 0).toBeGreaterThan(Date.now() + 5 * 60_000);

      // The new tokens work: a page that needs the API loads.
      await page.goto('/users');
      await expect(page.getByRole('heading', { level: 1, name: en('users:title') })).toBeVisible();
      await expect(page).toHaveURL(/\/users(\?.*)?$/);
    } finally {
      await signedIn.close();
    }
  });

  test('an outage while loading the user keeps the session and offers to try again', async ({
    browser,
    server,
  }) => {
    const signedIn = await openSignedIn(browser, server, server.admin.username, server.admin.password);
    const { page } = signedIn;
    try {
      // The server cannot be reached for `me`: that says nothing about the session.
      await page.route('**/api/v1/auth/me', (route) => route.abort('internetdisconnected'));
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: en('common:user_load_failed') })).toBeVisible();
      expect(await storedTokens(page)).not.toBeNull();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.unroute('**/api/v1/auth/me');
      await page.getByRole('button', { name: en('common:retry') }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(en('common:user_load_failed'));
      await expect(page.getByRole('navigation', { name: en('layout:nav_label') })).toBeVisible();
    } finally {
      await signedIn.close();
    }
  });

  test('a session revoked elsewhere lands on the login page', async ({ browser, server }) => {
    const signedIn = await openSignedIn(browser, server, server.admin.username, server.admin.password);
    const { page, session } = signedIn;
    try {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The same session logs out from somewhere else: the server revokes its tokens.
      const logout = await fetch(`${server.baseUrl}/api/v1/auth/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      expect(logout.ok).toBe(true);

      // The next call the app makes is refused, and the app ends the session: the page opened
      // below, or sooner when the dashboard asks again on its own (its realtime connection, which
      // the revocation closed, comes back; it connects at once while a match is live).
      const menu = page.getByRole('navigation', { name: en('layout:nav_label') });
      const users = menu.getByRole('link', { name: en('layout:nav.users'), exact: true });
      await Promise.race([
        page.waitForURL(/\/login(\?.*)?$/),
        // Detached when the app got there first: the URL above decides.
        users.click().catch(() => undefined),
      ]);
      await expect(page).toHaveURL(/\/login(\?.*)?$/);
      await expect(page.getByRole('form', { name: en('auth:login.title') })).toBeVisible();
      expect(await storedTokens(page)).toBeNull();

      // Signed out for good: a protected address goes back to the login page.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login(\?.*)?$/);
    } finally {
      await signedIn.close();
    }
  });

  test('a user deactivated by an administrator is sent to the login page and cannot sign in again', async ({
    browser,
    server,
    adminApi,
  }) => {
    const username = `off_${unique()}`.slice(0, 16);
    const password = 'Deactivated123';
    const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
      name: 'E2E Soon Inactive',
      username,
      email: `${username}@example.test`,
      password,
      password_confirmation: password,
    });
    const signedIn = await openSignedIn(browser, server, username, password);
    const { page } = signedIn;
    try {
      await page.goto('/dashboard');
      await expect(page.getByText(en('dashboard:no_access.title'))).toBeVisible();

      await adminApi.request('POST', `/users/${created.data.id}/toggle-status`);

      // Opening the app again loads `me` with the revoked token: the session ends.
      await page.reload();
      await expect(page).toHaveURL(/\/login(\?.*)?$/);
      expect(await storedTokens(page)).toBeNull();

      const form = page.getByRole('form', { name: en('auth:login.title') });
      await form.getByLabel(en('auth:login.login_label')).fill(username);
      await form.getByRole('textbox', { name: en('auth:login.password_label'), exact: true }).fill(password);
      await form.getByRole('button', { name: en('auth:login.submit') }).click();
      await expect(page.getByText(en('errors:auth.account_inactive')).first()).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await signedIn.close();
    }
  });
});
