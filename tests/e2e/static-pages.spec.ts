import { expect, adminTest as test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * An administrator in Vietnamese writes the terms of use with a table in the rich-text editor,
 * sees the preview as the public will, saves a draft (the public sees nothing yet), publishes,
 * and a visitor on a phone, not signed in, reads the page at /terms in Vietnamese.
 */
const vi = (key: string, values: Record<string, string | number> = {}) => t('vi', key, values);

test('the Vietnamese terms written with a table, previewed, saved as a draft, published and read at /terms', async ({
  page,
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(90_000);
  // The Vietnamese `terms` page is written here from scratch (a run again on the same server
  // finds the last run's).
  const existing = await adminApi.request<{ data: { id: number; key: string }[] }>(
    'GET',
    '/static-pages?language=vi&search=terms',
  );
  for (const old of existing.data.filter((row) => row.key === 'terms'))
    await adminApi.request('DELETE', `/static-pages/${old.id}`);
  const suffix = unique();
  const title = `Điều khoản sử dụng ${suffix}`;
  await page.addInitScript(() => localStorage.setItem('pickleball.locale', 'vi'));
  await page.goto('/static-pages/create');

  // The form's own fields (the header has a language switch too).
  const form = page.locator('main');
  await form.getByRole('combobox', { name: vi('static-pages:fields.type') }).selectOption('terms');
  await form.getByRole('combobox', { name: vi('static-pages:fields.language') }).selectOption('vi');
  await page.getByRole('textbox', { name: vi('static-pages:fields.title'), exact: true }).fill(title);
  await expect(page.getByRole('textbox', { name: vi('static-pages:fields.key'), exact: true })).toHaveValue(
    'terms',
  );

  const editor = page.getByRole('textbox', { name: vi('static-pages:fields.content') });
  await editor.click();
  await page.keyboard.type('Phí thành viên theo từng gói:');
  await page.getByRole('button', { name: vi('static-pages:editor.table') }).click();
  await page.getByRole('menuitem', { name: vi('static-pages:editor.table_insert') }).click();
  // The header row's first cell has the cursor: fill the table cell by cell.
  for (const cell of ['Gói', 'Phí', 'Thời hạn', 'Cơ bản', '100.000 ₫', '1 tháng']) {
    await page.keyboard.type(cell);
    await page.keyboard.press('Tab');
  }

  // The preview is the server's sanitised HTML, as the public will read it.
  const preview = page.getByRole('article', { name: vi('static-pages:preview.title') });
  await expect(preview.getByRole('cell', { name: '100.000 ₫' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Thời hạn' })).toBeVisible();

  await page.getByRole('button', { name: vi('static-pages:actions.save_draft') }).click();
  await expect(page.getByText(vi('page-messages:done.created')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/static-pages\/\d+(\/edit)?$/);

  // A visitor: nothing is published yet.
  const visitor = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  try {
    const phone = await visitor.newPage();
    const before = await phone.goto('/terms?lang=vi');
    expect(before?.status()).toBe(404);

    await page
      .getByRole('button', { name: vi('static-pages:actions.publish') })
      .first()
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: vi('static-pages:actions.publish') })
      .click();
    await expect(page.getByText(vi('page-messages:done.published')).first()).toBeVisible();

    const after = await phone.goto('/terms?lang=vi');
    expect(after?.status()).toBe(200);
    await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(phone.getByRole('cell', { name: '100.000 ₫' })).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('lang', 'vi');
    // No back-office code on the public page.
    expect(await phone.locator('script').count()).toBe(0);
    await phone.screenshot({ path: test.info().outputPath('terms-phone-vi.png'), fullPage: true });
  } finally {
    await visitor.close();
  }
});
