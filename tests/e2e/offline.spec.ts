import { adminTest, expect } from './support/fixtures';
import { t } from './support/locales';

const en = (key: string) => t('en', key);

adminTest(
  'a page opened while offline says so inside the layout, and opens by itself once back online',
  async ({ page, context }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: en('layout:nav_label') });

    await context.setOffline(true);
    // The roles page's code has not been loaded yet: it cannot arrive without a connection.
    await menu.getByRole('link', { name: en('layout:nav.roles'), exact: true }).click();
    await expect(page.getByRole('heading', { name: en('common:offline.title') })).toBeVisible();
    // The frame stays: the menu is still there, and no whole-page error replaced the app.
    await expect(menu).toBeVisible();
    await expect(page.getByText(en('layout:route_error.title'))).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: en('roles:title') })).toBeVisible();
    await expect(page).toHaveURL(/\/roles(\?.*)?$/);
  },
);
