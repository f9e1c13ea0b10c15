import type { Request } from '@playwright/test';
import { expect, adminTest as test } from './support/fixtures';
import { t } from './support/locales';
import { LOCALE_STORAGE_KEY } from './support/session';

test.describe('language', () => {
  test('switching to Vietnamese survives a reload and every API request asks for vi', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: t('en', 'layout:nav_label') });
    await expect(menu.getByRole('link', { name: t('en', 'layout:nav.users'), exact: true })).toBeVisible();

    await page.getByLabel(t('en', 'layout:language.label')).selectOption('vi');
    const viMenu = page.getByRole('navigation', { name: t('vi', 'layout:nav_label') });
    await expect(viMenu.getByRole('link', { name: t('vi', 'layout:nav.users'), exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe('vi');

    const apiRequests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request);
    });
    await page.reload();

    await expect(viMenu.getByRole('link', { name: t('vi', 'layout:nav.users'), exact: true })).toBeVisible();
    await expect(viMenu.getByRole('link', { name: t('vi', 'layout:nav.audit'), exact: true })).toBeVisible();
    await expect(page.getByLabel(t('vi', 'layout:language.label'))).toHaveValue('vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    // A list page makes several calls of its own.
    await viMenu.getByRole('link', { name: t('vi', 'layout:nav.users'), exact: true }).click();
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: t('vi', 'users:title') })).toBeVisible();

    expect(apiRequests.length, 'the reloaded app made no API request').toBeGreaterThan(0);
    const languages = await Promise.all(
      apiRequests.map(async (request) => ({
        url: new URL(request.url()).pathname,
        language: await request.headerValue('accept-language'),
      })),
    );
    expect(languages.filter(({ language }) => language !== 'vi')).toEqual([]);
  });
});
