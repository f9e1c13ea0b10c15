import { expectAccessible } from './support/axe';
import { adminTest, expect, test } from './support/fixtures';
import { t } from './support/locales';

/**
 * axe-core on the pages every user meets first (serious and critical violations fail; the
 * shared helper judges the settled page).
 */
test.describe('accessibility', () => {
  test('the login page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: t('en', 'auth:login.title') })).toBeVisible();
    await expectAccessible(page, '/login');
  });

  adminTest('the dashboard has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, '/dashboard');
  });

  adminTest('the users list has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'users:title') })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/users');
  });
});
