import { adminTest, expect, test, unique } from './support/fixtures';
import { pattern, t } from './support/locales';

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);

test.describe('signing in and registering', () => {
  test('signs in with username and password and lands on the dashboard', async ({ page, server }) => {
    await page.goto('/');
    // A guest sent to a protected page lands on the login form.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);

    const form = page.getByRole('form', { name: en('auth:login.title') });
    await form.getByLabel(en('auth:login.login_label')).fill(server.admin.username);
    await form
      .getByRole('textbox', { name: en('auth:login.password_label'), exact: true })
      .fill(server.admin.password);
    await form.getByRole('button', { name: en('auth:login.submit') }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(
        ['morning', 'afternoon', 'evening']
          .map((part) => pattern('en', `dashboard:greeting.${part}`).source.replace(/^\^|\$$/g, ''))
          .join('|'),
      ),
    );
    const menu = page.getByRole('navigation', { name: en('layout:nav_label') });
    await expect(menu.getByRole('link', { name: en('layout:nav.users'), exact: true })).toBeVisible();

    // /login is for guests: a signed-in user is sent back to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The user menu (loaded on first use) signs out, and the session is gone for good.
    await page.getByRole('button', { name: 'Administrator' }).click();
    await page.getByRole('menuitem', { name: en('layout:user_menu.logout') }).click();
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
  });

  test('refuses a wrong password and stays on the login page', async ({ page, server }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en('auth:login.title') });
    await form.getByLabel(en('auth:login.login_label')).fill(server.admin.username);
    await form
      .getByRole('textbox', { name: en('auth:login.password_label'), exact: true })
      .fill('Wrong-password-1');
    await form.getByRole('button', { name: en('auth:login.submit') }).click();
    await expect(page.getByText(t('en', 'errors:auth.invalid_credentials')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('registers a new account, showing the server’s field errors, and signs it in', async ({ page }) => {
    const suffix = unique();
    await page.goto('/login');
    await page.getByRole('link', { name: en('auth:login.register_link') }).click();
    await expect(page).toHaveURL(/\/register$/);

    const form = page.getByRole('form', { name: en('auth:register.title') });
    const password = form.getByRole('textbox', { name: en('auth:register.password'), exact: true });
    const username = form.getByLabel(en('auth:register.username'));

    await form.getByLabel(en('auth:register.name')).fill('E2E Newcomer');
    await form.getByLabel(en('auth:register.email')).fill(`newcomer-${suffix}@example.test`);
    // SPEC §5's password rules are checked as the user types.
    await password.fill('weak');
    await password.blur();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill('Newcomer123');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await form
      .getByRole('textbox', { name: en('auth:register.password_confirmation'), exact: true })
      .fill('Newcomer123');

    // A username that exists passes the client's rules; the server's 422 lands on the field.
    await username.fill('admin');
    await form.getByRole('button', { name: en('auth:register.submit') }).click();
    await expect(form.getByText(t('en', 'validation:username_taken'))).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);

    await username.fill(`new_${suffix}`.slice(0, 16));
    await form.getByRole('button', { name: en('auth:register.submit') }).click();

    // A registered user is signed in with no role: the dashboard says so and the menu has no module.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(en('dashboard:no_access.title'))).toBeVisible();
    const menu = page.getByRole('navigation', { name: en('layout:nav_label') });
    await expect(menu.getByRole('link', { name: en('layout:nav.users'), exact: true })).toHaveCount(0);
  });
});

test.describe('status pages', () => {
  adminTest('an unknown address shows the 404 page with a way back', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: en('layout:not_found.title') })).toBeVisible();
    await expect(page.getByText(en('layout:not_found.description'))).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
    await page.getByRole('link', { name: en('layout:not_found.action') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a missing API route answers JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
  });
});
