import { adminTest, expect, unique } from './support/fixtures';
import { t } from './support/locales';

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);

const suffix = unique();

adminTest.describe('the audit trail reads like the modules', () => {
  adminTest(
    "names a role, its changed field and the person, and links to the role's page",
    async ({ page, adminApi }) => {
      const created = await adminApi.request<{ data: { id: number } }>('POST', '/roles', {
        name: `e2e_audit_${suffix}`,
        display_name: `Audit role ${suffix}`,
        permissions: ['court.view'],
      });
      const id = created.data.id;
      await adminApi.request('PUT', `/roles/${id}`, {
        name: `e2e_audit_${suffix}`,
        display_name: `Audited role ${suffix}`,
        permissions: ['court.view'],
      });

      await page.goto(`/audit?model=role&record_id=${id}`);
      const table = page.getByRole('table', { name: en('audit:title') });
      const updated = table.getByRole('row').filter({ hasText: en('audit:events.updated') });
      // The record by its name, a link to its page; not "role #12".
      const link = updated.getByRole('link', { name: `Audited role ${suffix}` });
      await expect(link).toHaveAttribute('href', `/roles/${id}/edit`);
      await expect(updated).not.toContainText(`#${id}`);
      // What changed, by the field's label in the roles module.
      await expect(updated).toContainText(
        `${en('roles:fields.display_name')}: Audit role ${suffix} → Audited role ${suffix}`,
      );

      await updated.getByRole('button', { name: en('audit:details.open') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('cell', { name: en('roles:fields.display_name') })).toBeVisible();
      await expect(dialog.getByRole('cell', { name: 'display_name', exact: true })).toHaveCount(0);
      await dialog.getByRole('link', { name: `Audited role ${suffix}` }).click();
      await expect(page).toHaveURL(new RegExp(`/roles/${id}/edit$`));
    },
  );

  adminTest('finds a person for the user filter without diacritics', async ({ page, adminApi }) => {
    const username = `aud_f_${suffix}`.slice(0, 16);
    await adminApi.request('POST', '/users', {
      name: `Đặng Thuỳ ${suffix}`,
      username,
      email: `${username}@example.com`,
      password: 'Secret123',
      password_confirmation: 'Secret123',
      roles: [],
    });
    await page.goto('/audit');
    const box = page.getByRole('combobox', { name: en('audit:fields.user') });
    await box.fill(`dang thuy ${suffix}`);
    await page.getByRole('option', { name: new RegExp(`Đặng Thuỳ ${suffix}`) }).click();
    await expect(page).toHaveURL(/user_id=\d+/);
    await expect(box).toHaveValue(`Đặng Thuỳ ${suffix}`);
  });
});
