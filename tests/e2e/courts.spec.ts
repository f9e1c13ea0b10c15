import type { Browser, BrowserContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin } from '../load/lib/app-server';
import { expectAccessible } from './support/axe';
import { expect, test, unique } from './support/fixtures';
import { type Language, t } from './support/locales';
import { type StoredMail, waitForMail } from './support/mailbox';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY, storedTokens } from './support/session';

/**
 * Issue 5 end to end: staff download the import template, fill it, preview and import it, and see
 * the courts in the list; a court owner registers a court on the public form in Vietnamese, staff
 * approve it and find the new court; another request gets changes asked for, the applicant opens
 * the private link from their e-mail (a local SMTP server catches it), corrects and resubmits it,
 * and it is approved.
 */

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);

const suffix = unique();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('the e2e mailbox is not running: run the specs with `npm run test:e2e`');
  return dir;
}

/** A browser context in a language and viewport, signed in as `login` or signed out. */
async function openAs(
  browser: Browser,
  baseUrl: string,
  options: { language: Language; viewport: { width: number; height: number }; login?: [string, string] },
): Promise<{ context: BrowserContext; page: Page }> {
  const localStorage: { name: string; value: string }[] = [
    { name: LOCALE_STORAGE_KEY, value: options.language },
  ];
  if (options.login) {
    const session = await apiLogin(baseUrl, options.login[0], options.login[1]);
    localStorage.push({ name: SESSION_STORAGE_KEY, value: JSON.stringify(storedTokens(session)) });
  }
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport,
    acceptDownloads: true,
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage }] },
  });
  return { context, page: await context.newPage() };
}

/** Chooses a place in the province → ward picker by typing part of its name without diacritics. */
async function pickPlace(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** Fills the public registration form (Vietnamese labels): the court in Đà Nẵng, and who applies. */
async function fillRegistration(page: Page, court: { name: string }, applicant: { email: string }) {
  await page.getByRole('textbox', { name: vi('courts:fields.name') }).fill(court.name);
  await page.getByRole('spinbutton', { name: vi('courts:fields.number_of_courts') }).fill('3');
  await pickPlace(page, vi('courts:fields.province'), 'da nang', /Đà Nẵng/);
  await pickPlace(page, vi('courts:fields.ward'), 'an hai', /^Phường An Hải$/);
  await page.getByRole('textbox', { name: vi('courts:fields.address_detail') }).fill('88 Võ Nguyên Giáp');
  await page.getByRole('textbox', { name: vi('courts:fields.owner_name') }).fill('Lê Thị Hồng');
  await page.getByRole('textbox', { name: vi('courts:fields.owner_phone') }).fill('0905123456');
  await page.getByRole('textbox', { name: vi('court-requests:fields.applicant_name') }).fill('Lê Thị Hồng');
  await page
    .getByRole('textbox', { name: vi('court-requests:fields.applicant_phone'), exact: true })
    .fill('0905123456');
  await page
    .getByRole('textbox', { name: vi('court-requests:fields.applicant_email'), exact: true })
    .fill(applicant.email);
}

const editLinkIn = (mail: StoredMail) =>
  /https?:\/\/[^\s"<>]+\/register-court\/edit\/[\w-]+/.exec(mail.text)?.[0];

test.describe.configure({ mode: 'serial' });

test('staff import courts from the filled template after a preview, and find them in the list', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openAs(browser, server.baseUrl, {
    language: 'en',
    viewport: LAPTOP,
    login: [server.admin.username, server.admin.password],
  });
  await page.goto('/courts');
  await page.getByRole('link', { name: en('courts:actions.import') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('courts:import_page.title') })).toBeVisible();

  // Nothing chosen yet: SPEC §8's message, before any upload.
  await page.getByRole('button', { name: en('courts:import_page.preview'), exact: true }).click();
  await expect(page.getByText(en('validation:file_required'))).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'courts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name\nSân A\n'),
  });
  await expect(page.getByText(en('validation:file_format'))).toBeVisible();

  // The template, in the UI language.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en('courts:import_page.download_template') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('courts-import-template-en.xlsx');
  const template = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header[0]).toBe(`${en('courts:fields.name')} *`);

  // Two courts, written the way people type them: no diacritics, a pre-2025 province.
  const column = (label: string) => header.findIndex((cell) => cell.replace(/\s*\*$/, '') === label) + 1;
  const rows = [
    {
      name: `Sân Nhập Khẩu ${suffix} A`,
      province: 'Ho Chi Minh',
      ward: 'phuong ben thanh',
      owner: 'Trần Quốc Bảo',
      phone: '0901234567',
      courts: 4,
    },
    {
      name: `Sân Nhập Khẩu ${suffix} B`,
      province: 'Bình Dương',
      ward: 'Thủ Dầu Một',
      owner: 'Phạm Minh Châu',
      phone: '0901234568',
      courts: 2,
    },
  ];
  // The template's example row is replaced by ours.
  for (let index = 2; index <= sheet.rowCount; index += 1) sheet.getRow(index).values = [];
  rows.forEach((court, index) => {
    const row = sheet.getRow(2 + index);
    row.getCell(column(en('courts:fields.name'))).value = court.name;
    row.getCell(column(en('courts:fields.province'))).value = court.province;
    row.getCell(column(en('courts:fields.ward'))).value = court.ward;
    row.getCell(column(en('courts:fields.owner_name'))).value = court.owner;
    row.getCell(column(en('courts:fields.owner_phone'))).value = court.phone;
    row.getCell(column(en('courts:fields.number_of_courts'))).value = court.courts;
    row.commit();
  });
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.locator('input[type=file]').setInputFiles({
    name: `courts-${suffix}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await expect(page.getByTestId('import-chosen-file')).toContainText(`courts-${suffix}.xlsx`);
  await page.getByRole('button', { name: en('courts:import_page.preview'), exact: true }).click();

  const preview = page.getByRole('region', { name: en('courts:import_page.preview_title') });
  await expect(preview.getByText(en('courts:import_page.nothing_saved'))).toBeVisible();
  const previewRows = preview.locator('tbody tr');
  await expect(previewRows).toHaveCount(2);
  for (const [index, court] of rows.entries()) {
    await expect(previewRows.nth(index)).toContainText(court.name);
    await expect(previewRows.nth(index)).toContainText(en('courts:import.action.create'));
  }
  // The address check says how it read the old province.
  await expect(previewRows.nth(1)).toContainText('Thành phố Hồ Chí Minh');
  await expectAccessible(page, '/courts/import with a preview');

  await page.getByRole('button', { name: en('courts:import_page.import_count_other', { count: 2 }) }).click();
  const result = page.getByRole('region', { name: en('courts:import_page.result_title') });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.getByText(en('courts:import_page.created'), { exact: true })).toBeVisible();

  // The report of what happened, as a spreadsheet.
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('button', { name: en('courts:import_page.download_report') }).click(),
  ]);
  expect(report.suggestedFilename()).toBe('courts-import-report.xlsx');

  await result.getByRole('link', { name: en('courts:import_page.see_courts') }).click();
  // Search ignores diacritics.
  await page.getByRole('searchbox').fill(`san nhap khau ${suffix}`);
  const table = page.getByRole('table', { name: en('courts:title') });
  for (const court of rows) await expect(table.getByRole('link', { name: court.name })).toBeVisible();
  await expect(table.getByText('Thu Dau Mot Ward')).toBeVisible();
  await expectAccessible(page, '/courts');

  await page.getByRole('link', { name: rows[0]?.name ?? '' }).click();
  await expect(page.getByRole('heading', { level: 1, name: rows[0]?.name })).toBeVisible();
  await expectAccessible(page, '/courts/{id}');
  await page.getByRole('link', { name: en('courts:actions.edit') }).click();
  const form = page.getByRole('form', { name: en('courts:edit_title') });
  await expect(form.getByRole('combobox', { name: en('courts:fields.ward') })).toHaveValue('Ben Thanh Ward');
  await expectAccessible(page, '/courts/{id}/edit');
  await context.close();
});

test('a court registered on the public form in Vietnamese is approved and becomes a court', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const courtName = `Sân Pickleball Biển Đông ${suffix}`;
  const email = `hong.${suffix}@example.com`;

  // ---- The owner registers, signed out, on a phone. ----
  const owner = await openAs(browser, server.baseUrl, { language: 'vi', viewport: PHONE });
  await owner.page.goto('/register-court');
  await expect(
    owner.page.getByRole('heading', { level: 1, name: vi('court-requests:public.title') }),
  ).toBeVisible();
  await expect(
    owner.page.getByText(vi('court-requests:public.review_time', { min: 2, max: 3 })),
  ).toBeVisible();
  // The honeypot is there for bots, but not for people or screen readers.
  await expect(owner.page.locator('input[name="company_website"]')).toBeAttached();
  await expect(
    owner.page.getByRole('textbox', { name: vi('court-requests:public.honeypot_label') }),
  ).toHaveCount(0);

  await expectAccessible(owner.page, '/register-court (phone, vi)');
  await fillRegistration(owner.page, { name: courtName }, { email });
  await owner.page.getByRole('button', { name: vi('court-requests:public.submit') }).click();
  await expect(
    owner.page.getByRole('heading', { name: vi('court-requests:public.submitted_title') }),
  ).toBeVisible();
  const reference = (await owner.page.getByTestId('request-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^CR-\d{4}-\d{6}$/);
  // The confirmation reaches the applicant, in Vietnamese, with a link to follow the request.
  const confirmation = await waitForMail(
    mailboxDir(),
    (mail) =>
      mail.to.includes(email) && mail.subject === vi('mail:court_request.received_subject', { reference }),
  );
  expect(editLinkIn(confirmation)).toBeDefined();
  await owner.context.close();

  // ---- Staff find it, read it and approve it. ----
  const staff = await openAs(browser, server.baseUrl, {
    language: 'en',
    viewport: LAPTOP,
    login: [server.admin.username, server.admin.password],
  });
  await staff.page.goto('/court-requests');
  await staff.page.getByRole('searchbox').fill(reference);
  await staff.page.getByRole('link', { name: reference }).click();
  await expect(
    staff.page.getByRole('heading', {
      level: 1,
      name: en('court-requests:detail.title_named', { reference }),
    }),
  ).toBeVisible();
  await expect(staff.page.getByText(courtName).first()).toBeVisible();
  await expect(staff.page.getByText('An Hai Ward')).toBeVisible();
  await expectAccessible(staff.page, '/court-requests/{id}');

  await staff.page.getByRole('button', { name: en('court-requests:actions.approve') }).click();
  const dialog = staff.page.getByRole('dialog', { name: en('court-requests:review.approve_title') });
  await dialog
    .getByRole('textbox', { name: en('court-requests:fields.review_notes') })
    .fill('Đã gọi điện xác minh');
  await dialog.getByRole('button', { name: en('court-requests:actions.approve') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.page.getByText(en('court-requests:detail.approved_title'), { exact: true }),
  ).toBeVisible();

  await staff.page.getByRole('link', { name: en('court-requests:detail.open_court') }).click();
  await expect(staff.page.getByRole('heading', { level: 1, name: courtName })).toBeVisible();
  await expect(staff.page.getByText('88 Võ Nguyên Giáp, An Hai Ward, Da Nang City')).toBeVisible();

  await staff.page.goto('/courts');
  await staff.page.getByRole('searchbox').fill('bien dong');
  await expect(
    staff.page.getByRole('table', { name: en('courts:title') }).getByRole('link', { name: courtName }),
  ).toBeVisible();
  await staff.context.close();
});

test('changes are asked for, the applicant corrects the request through the private link, and it is approved', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const firstName = `Sân Hòa Xuân ${suffix}`;
  const correctedName = `Sân Pickleball Hòa Xuân ${suffix}`;
  const email = `xuan.${suffix}@example.com`;
  const feedback = 'Vui lòng ghi rõ tên đầy đủ của sân và số điện thoại khẩn cấp.';

  const applicant = await openAs(browser, server.baseUrl, { language: 'vi', viewport: PHONE });
  await applicant.page.goto('/register-court');
  await fillRegistration(applicant.page, { name: firstName }, { email });
  await applicant.page.getByRole('button', { name: vi('court-requests:public.submit') }).click();
  const reference = (await applicant.page.getByTestId('request-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^CR-/);

  // ---- Staff ask for changes; feedback under 10 characters is refused. ----
  const staff = await openAs(browser, server.baseUrl, {
    language: 'en',
    viewport: LAPTOP,
    login: [server.admin.username, server.admin.password],
  });
  await staff.page.goto('/court-requests');
  await staff.page.getByRole('searchbox').fill(reference);
  await expect(staff.page.getByRole('link', { name: reference })).toBeVisible();
  await expectAccessible(staff.page, '/court-requests');
  await staff.page.getByRole('link', { name: reference }).click();
  await staff.page.getByRole('button', { name: en('court-requests:actions.request_changes') }).click();
  const dialog = staff.page.getByRole('dialog', { name: en('court-requests:review.changes_title') });
  const feedbackBox = dialog.getByRole('textbox', { name: en('court-requests:fields.feedback') });
  await feedbackBox.fill('Too short');
  await dialog.getByRole('button', { name: en('court-requests:actions.request_changes') }).click();
  await expect(dialog.getByText(en('validation:reason_min'))).toBeVisible();
  await feedbackBox.fill(feedback);
  await dialog.getByRole('button', { name: en('court-requests:actions.request_changes') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.page.getByText(en('court-requests:detail.changes_title'), { exact: true }),
  ).toBeVisible();
  await staff.page
    .getByRole('textbox', { name: en('court-requests:comments.label') })
    .fill('Đã nhắn chủ sân qua Zalo');
  await staff.page.getByRole('button', { name: en('court-requests:comments.add') }).click();
  await expect(
    staff.page
      .getByRole('region', { name: en('court-requests:detail.comments') })
      .getByText('Đã nhắn chủ sân qua Zalo'),
  ).toBeVisible();

  // ---- The applicant reads the e-mail and opens the private link. ----
  // The mail of the request for changes, in the language the applicant wrote in: its link is the new one.
  const mail = await waitForMail(
    mailboxDir(),
    (received) =>
      received.to.includes(email) &&
      received.subject === vi('mail:court_request.changes_subject', { reference }),
  );
  const link = editLinkIn(mail);
  expect(link).toBeDefined();
  const linkPath = new URL(link ?? '').pathname;
  await applicant.page.goto(linkPath);
  await expect(applicant.page.getByTestId('request-status')).toHaveText(
    vi('court-requests:status.needs_modification'),
  );
  await expect(applicant.page.getByTestId('staff-feedback')).toHaveText(feedback);
  await expectAccessible(applicant.page, '/register-court/edit/{token} (phone, vi)');
  const name = applicant.page.getByRole('textbox', { name: vi('courts:fields.name') });
  await expect(name).toHaveValue(firstName);
  await name.fill(correctedName);
  await applicant.page
    .getByRole('textbox', { name: vi('courts:fields.emergency_contact') })
    .fill('0905999888');
  await applicant.page.getByRole('button', { name: vi('court-requests:public.resubmit') }).click();
  await expect(
    applicant.page.getByText(vi('court-requests:public.resubmitted_title'), { exact: true }),
  ).toBeVisible();

  // Back in review: the link now only shows the request.
  await applicant.page.reload();
  await expect(applicant.page.getByTestId('request-status')).toHaveText(vi('court-requests:status.pending'));
  await expect(
    applicant.page.getByText(vi('court-requests:public.read_only'), { exact: true }),
  ).toBeVisible();
  await expect(
    applicant.page.getByRole('button', { name: vi('court-requests:public.resubmit') }),
  ).toHaveCount(0);

  // ---- Staff see the resubmission in the history and approve. ----
  await staff.page.reload();
  const history = staff.page.getByRole('region', { name: en('court-requests:detail.history') });
  await expect(history.getByText(en('court-requests:event.resubmitted'), { exact: true })).toBeVisible();
  await expect(staff.page.getByText(correctedName).first()).toBeVisible();
  await staff.page.getByRole('button', { name: en('court-requests:actions.approve') }).click();
  await staff.page
    .getByRole('dialog', { name: en('court-requests:review.approve_title') })
    .getByRole('button', { name: en('court-requests:actions.approve') })
    .click();
  await staff.page.getByRole('link', { name: en('court-requests:detail.open_court') }).click();
  await expect(staff.page.getByRole('heading', { level: 1, name: correctedName })).toBeVisible();
  await expect(staff.page.getByRole('link', { name: '0905999888' })).toBeVisible();

  // Decided: the private link shows the outcome, read only.
  await applicant.page.reload();
  await expect(applicant.page.getByTestId('request-status')).toHaveText(vi('court-requests:status.approved'));
  await expect(
    applicant.page.getByRole('button', { name: vi('court-requests:public.resubmit') }),
  ).toHaveCount(0);
  await applicant.context.close();
  await staff.context.close();
});
