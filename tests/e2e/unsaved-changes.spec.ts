import { adminTest, expect, unique } from './support/fixtures';
import { t } from './support/locales';

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);

adminTest.describe('a form with unsaved changes', () => {
  adminTest('asks before leaving, stays or leaves as told, and never asks after saving', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: en('layout:nav_label') });
    const usersLink = menu.getByRole('link', { name: en('layout:nav.users'), exact: true });
    const question = page.getByRole('alertdialog', { name: en('ui:unsaved.title') });

    // Nothing typed: leaving asks nothing.
    await page.goto('/roles/create');
    const form = page.getByRole('form', { name: en('roles:create_title') });
    await expect(form).toBeVisible();
    await usersLink.click();
    await expect(page).toHaveURL(/\/users$/);

    // Typed, then a menu link: the question; "stay" keeps what was typed.
    await page.goto('/roles/create');
    const name = `e2e_unsaved_${unique()}`;
    await form.getByRole('textbox', { name: en('roles:fields.name'), exact: true }).fill(name);
    await usersLink.click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: en('ui:unsaved.stay') }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/roles\/create$/);
    await expect(form.getByRole('textbox', { name: en('roles:fields.name'), exact: true })).toHaveValue(name);

    // Saved: the form moves to the list without a question.
    await form.getByRole('textbox', { name: en('roles:fields.display_name'), exact: true }).fill(name);
    await form.getByRole('button', { name: en('roles:actions.create') }).click();
    await expect(page).toHaveURL(/\/roles$/);
    await expect(question).toHaveCount(0);

    // Typed again, then "leave": the move goes ahead.
    await page.goto('/roles/create');
    await form.getByRole('textbox', { name: en('roles:fields.name'), exact: true }).fill(`${name}_2`);
    await usersLink.click();
    await question.getByRole('button', { name: en('ui:unsaved.leave') }).click();
    await expect(page).toHaveURL(/\/users$/);
  });
});
