import type { Page } from '@playwright/test';
import { adminTest, expect, test } from './support/fixtures';
import { t } from './support/locales';

const en = (key: string) => t('en', key);

/** The focused element's tag and text, or null when focus is on the document's body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    return { tag: active.tagName.toLowerCase(), text: active.textContent?.trim() ?? '' };
  });

test.describe('arriving on a page', () => {
  test('signing in with the keyboard puts the focus on the dashboard’s h1, and a navigation on the new h1', async ({
    page,
    server,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en('auth:login.title') });
    await form.getByLabel(en('auth:login.login_label')).focus();
    await page.keyboard.type(server.admin.username);
    await page.keyboard.press('Tab');
    await expect(
      form.getByRole('textbox', { name: en('auth:login.password_label'), exact: true }),
    ).toBeFocused();
    await page.keyboard.type(server.admin.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    const dashboardHeading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(dashboardHeading).toBeFocused();
    const dashboardTitle = (await dashboardHeading.textContent())?.trim() ?? '';
    expect(dashboardTitle).not.toBe('');
    expect(await focused(page)).toEqual({ tag: 'h1', text: dashboardTitle });
    await expect(page.getByRole('status').filter({ hasText: dashboardTitle })).toBeAttached();

    // A menu link followed with the keyboard: the focus lands on the users page's h1, which is announced.
    const menu = page.getByRole('navigation', { name: en('layout:nav_label') });
    await menu.getByRole('link', { name: en('layout:nav.users'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users$/);
    const usersHeading = page.getByRole('main').getByRole('heading', { level: 1, name: en('users:title') });
    await expect(usersHeading).toBeFocused();
    expect(await focused(page)).toEqual({ tag: 'h1', text: en('users:title') });
    await expect(page.getByRole('status').filter({ hasText: en('users:title') })).toBeAttached();
    await expect(page).toHaveTitle(new RegExp(`^${en('users:title')} · `));
  });

  adminTest('typing in a list’s search keeps the focus in the field', async ({ page }) => {
    await page.goto('/users');
    const search = page.getByRole('main').getByRole('searchbox').first();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await search.fill('adm');
    await expect(page).toHaveURL(/search=adm/);
    await expect(search).toBeFocused();
  });

  adminTest('the menu opens the public chat, and the public chat leads back to the app', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: en('layout:nav_label') });
    await menu.getByRole('link', { name: en('layout:nav.public_chat'), exact: true }).click();
    await expect(page).toHaveURL(/\/public-chat$/);
    const back = page.getByRole('link', { name: en('public-chat:back_to_app') });
    await back.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the public chat opened with a handed-over token alone offers no link to the app', async ({
    page,
  }) => {
    await page.goto('/public-chat#token=not.a.valid-token');
    await expect(page.getByRole('alert')).toContainText(en('public-chat:errors.token_invalid'));
    await expect(page.getByRole('link', { name: en('public-chat:back_to_app') })).toHaveCount(0);
  });
});
