import { adminTest, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);

/** A permission's checkbox in the role form, found by the permission name it shows. */
const permissionBox = (name: string) => new RegExp(`${name.replace(/\./g, '\\.')}$`);

const suffix = unique();
const role = { name: `e2e_auditor_${suffix}`, displayName: `E2E auditor ${suffix}` };
const user = { name: 'E2E Auditor', username: `aud_${suffix}`.slice(0, 16), password: 'Auditor123' };

test.describe.configure({ mode: 'serial' });

test.describe('roles decide what a user sees', () => {
  adminTest('creates a role with two permissions through the role form', async ({ page, adminApi }) => {
    await page.goto('/roles/create');
    const form = page.getByRole('form', { name: en('roles:create_title') });
    await form.getByRole('textbox', { name: en('roles:fields.name'), exact: true }).fill(role.name);
    await form
      .getByRole('textbox', { name: en('roles:fields.display_name'), exact: true })
      .fill(role.displayName);
    for (const permission of ['user.view', 'audit.view']) {
      // The input is visually hidden (Chakra's checkbox): a user clicks the label, which shows the name.
      await form.getByText(permission, { exact: true }).click();
      await expect(form.getByRole('checkbox', { name: permissionBox(permission) })).toBeChecked();
    }
    await form.getByRole('button', { name: en('roles:actions.create') }).click();
    await expect(page.getByText(en('roles:created')).first()).toBeVisible();

    // The server holds exactly what was ticked.
    const roles = await adminApi.request<{ data: Array<{ id: number; name: string }> }>(
      'GET',
      `/roles?search=${encodeURIComponent(role.name)}`,
    );
    const created = roles.data.find((entry) => entry.name === role.name);
    expect(created, `role ${role.name} not found through the API`).toBeDefined();
    const detail = await adminApi.request<{ data: { permissions: string[] } }>(
      'GET',
      `/roles/${created?.id}`,
    );
    expect(detail.data.permissions.slice().sort()).toEqual(['audit.view', 'user.view']);
  });

  adminTest('creates a user holding that role through the user form', async ({ page }) => {
    await page.goto('/users/create');
    const form = page.getByRole('form', { name: en('users:create_title') });
    await form.getByRole('textbox', { name: en('users:fields.name'), exact: true }).fill(user.name);
    await form.getByRole('textbox', { name: en('users:fields.username'), exact: true }).fill(user.username);
    await form
      .getByRole('textbox', { name: en('users:fields.email'), exact: true })
      .fill(`${user.username}@example.test`);
    await form.getByRole('textbox', { name: en('users:fields.password'), exact: true }).fill(user.password);
    await form
      .getByRole('textbox', { name: en('users:fields.password_confirmation'), exact: true })
      .fill(user.password);
    // The role's box is labelled with its display name and, below it, its name.
    await form.getByText(role.name, { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: new RegExp(role.displayName) })).toBeChecked();
    await form.getByRole('button', { name: en('users:actions.create') }).click();
    await expect(page.getByText(en('users:created')).first()).toBeVisible();
  });

  test('the new user sees only those modules, and a forbidden address shows the 403 page', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en('auth:login.title') });
    await form.getByLabel(en('auth:login.login_label')).fill(user.username);
    await form
      .getByRole('textbox', { name: en('auth:login.password_label'), exact: true })
      .fill(user.password);
    await form.getByRole('button', { name: en('auth:login.submit') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const menu = page.getByRole('navigation', { name: en('layout:nav_label') });
    await expect(menu.getByRole('link', { name: en('layout:nav.users'), exact: true })).toBeVisible();
    // The module entries are the menu's list items (the brand link above them is not one).
    const links = (await menu.locator('li a').allInnerTexts()).map((text) => text.trim()).sort();
    expect(links).toEqual(
      // My payments, My tournaments, My club nights and the public chat are everyone's.
      [
        en('layout:nav.dashboard'),
        en('layout:nav.my_payments'),
        en('layout:nav.my_tournaments'),
        en('layout:nav.my_club_nights'),
        en('layout:nav.public_chat'),
        en('layout:nav.users'),
        en('layout:nav.audit'),
      ].sort(),
    );

    for (const forbidden of ['/roles', '/users/create']) {
      await page.goto(forbidden);
      await expect(page.getByRole('heading', { level: 1, name: en('layout:forbidden.title') })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${forbidden}$`));
    }

    // What the role grants opens.
    await page.goto('/audit');
    await expect(page.getByRole('heading', { level: 1, name: en('layout:forbidden.title') })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: en('audit:title') })).toBeVisible();
  });
});
