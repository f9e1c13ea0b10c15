import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/browser';
import { expect, adminTest as test, unique } from './support/fixtures';
import { t } from './support/locales';
import { waitForMail } from './support/mailbox';

/**
 * An administrator working in Vietnamese sets up an SMTP provider against the local mailbox and
 * tests it, writes a template in both languages and previews it, then sends to the holders of a
 * role: a player watching on a phone sees the bell count rise live, the e-mail arrives, and the
 * delivery log says who was skipped for lack of an address.
 */
const vi = (key: string, values: Record<string, string | number> = {}) => t('vi', key, values);
const PASSWORD = 'Player12345';

/** A text or number field by its label (the required mark is not part of the name). */
function field(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('textbox', { name, exact: true })
    .or(scope.getByRole('spinbutton', { name, exact: true }));
}

function mailbox(): { dir: string; port: string } {
  const dir = process.env.E2E_MAILBOX_DIR;
  const port = process.env.E2E_MAILBOX_PORT;
  if (!dir || !port) throw new Error('the e2e mailbox is not running');
  return { dir, port };
}

test('an SMTP provider tested after saving, a bilingual template, and a send to a role seen live and in the delivery log', async ({
  page,
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const { dir, port } = mailbox();
  const suffix = unique();
  const role = await adminApi.request<{ data: { id: number; display_name: string } }>('POST', '/roles', {
    name: `thong_bao_${suffix}`.slice(0, 40),
    display_name: `Đội tuyển ${suffix}`,
    permissions: ['match.view'],
  });
  const withEmail = {
    name: `Phan Thị Ngọc ${suffix}`,
    username: `ngoc${suffix}`.slice(0, 16),
    email: `ngoc.${suffix}@example.vn`,
  };
  const withoutEmail = { name: `Vũ Đình Long ${suffix}`, username: `long${suffix}`.slice(0, 16) };
  for (const person of [withEmail, withoutEmail])
    await adminApi.request('POST', '/users', {
      ...person,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      roles: [role.data.id],
    });

  await page.addInitScript(() => localStorage.setItem('pickleball.locale', 'vi'));

  // ---- An SMTP provider, saved, then tested against the local mailbox. ----
  await page.goto('/notification-providers/create');
  const providerName = `SMTP CLB ${suffix}`;
  await page.getByRole('combobox', { name: vi('notification-providers:fields.type') }).selectOption('email');
  await field(page, vi('notification-providers:fields.name')).fill(providerName);
  await field(page, vi('notification-providers:config.host')).fill('127.0.0.1');
  await field(page, vi('notification-providers:config.port')).fill(port);
  await page
    .getByRole('combobox', { name: vi('notification-providers:config.encryption') })
    .selectOption('none');
  await field(page, vi('notification-providers:config.from_address')).fill('clb@pickleball.test');
  // Testing needs the configuration saved first.
  await expect(page.getByText(vi('notification-providers:test.after_save'))).toBeVisible();
  await page.getByRole('button', { name: vi('notification-providers:actions.create') }).click();
  await expect(page).toHaveURL(/\/notification-providers\/\d+\/edit$/);
  await field(page, vi('notification-providers:test.address_email')).fill('kiem.tra@pickleball.test');
  await page.getByRole('button', { name: vi('ui:test.send') }).click();
  await expect(page.getByText(vi('ui:test.sent')).first()).toBeVisible();
  const testMail = await waitForMail(dir, (mail) => mail.to.includes('kiem.tra@pickleball.test'));
  expect(testMail.subject).toBe(vi('notifications:test.subject'));

  // ---- A template in English and Vietnamese, previewed before saving. ----
  await page.goto('/notification-templates/create');
  const templateName = `Lịch tập ${suffix}`;
  await field(page, vi('notification-templates:fields.name')).fill(templateName);
  await page.getByRole('button', { name: vi('ui:variables.add') }).click();
  await field(page, vi('ui:variables.name')).fill('court');
  await field(page, vi('ui:variables.sample')).fill('Sân Thảo Điền');
  const english = page.locator('section').filter({
    has: page.getByRole('heading', { name: vi('notification-templates:form.english'), exact: true }),
  });
  await field(english, vi('notification-templates:fields.subject')).fill('Practice at {{ court }}');
  await field(english, vi('notification-templates:fields.content')).fill(
    'See you at {{ court }} on Saturday.',
  );
  const vietnamese = page.locator('section').filter({
    has: page.getByRole('heading', { name: vi('notification-templates:form.vietnamese'), exact: true }),
  });
  await field(vietnamese, vi('notification-templates:fields.subject')).fill('Buổi tập tại {{ court }}');
  await field(vietnamese, vi('notification-templates:fields.content')).fill(
    'Hẹn gặp bạn tại {{ court }} vào thứ Bảy.',
  );
  await expect(page.getByText('Hẹn gặp bạn tại Sân Thảo Điền vào thứ Bảy.')).toBeVisible();
  await expect(page.getByText('See you at Sân Thảo Điền on Saturday.')).toBeVisible();
  await page.getByRole('button', { name: vi('notification-templates:actions.create') }).click();
  await expect(page).not.toHaveURL(/\/create$/);

  // ---- The player, on a phone in Vietnamese, watches the bell. ----
  const player = await openAs(browser, server.baseUrl, withEmail.username, PASSWORD, {
    language: 'vi',
    viewport: { width: 390, height: 844 },
  });
  await player.page.goto('/dashboard');
  const bell = player.page.getByRole('button', { name: /^Thông báo/ });
  await expect(bell).toHaveAccessibleName(vi('inbox:bell'));
  // The bell goes live from the first touch (its realtime client stays out of the first load).
  await player.page.getByRole('heading', { level: 1 }).click();

  // ---- The send: in-app and e-mail to the holders of the role. ----
  await page.goto('/notifications/send');
  await page
    .getByRole('checkbox', { name: new RegExp(`^${vi('notifications:channels.in_app')}`) })
    .check({ force: true });
  await page
    .getByRole('checkbox', { name: new RegExp(`^${vi('notifications:channels.email')}`) })
    .check({ force: true });
  const subject = `Đổi giờ tập ${suffix}`;
  await field(page, vi('notifications:fields.subject')).fill(subject);
  await field(page, vi('notifications:fields.content')).fill('Buổi tập thứ Bảy dời sang 7 giờ sáng.');
  await page
    .getByRole('radio', { name: new RegExp(`^${vi('notifications:recipient_type.user_roles')}`) })
    .check({ force: true });
  await page.getByRole('checkbox', { name: new RegExp(role.data.display_name) }).check({ force: true });
  // The live count: two people, and a warning before sending that one has no e-mail address.
  await expect(
    page.getByText(vi('notifications:count.total_other', { total: 2 }), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(vi('notifications:count.warnings_title'))).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: vi('notifications:count.missing_email_one', { missing: 1 }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: vi('notifications:actions.send_now') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: vi('notifications:actions.send_now') })
    .click();
  await expect(page).toHaveURL(/\/notifications\/\d+$/);

  // The bell rises on the phone without a reload.
  await expect(bell).toHaveAccessibleName(vi('inbox:bell_unread_one', { count: 1 }), { timeout: 20_000 });

  // The e-mail reached the one who has an address.
  const mail = await waitForMail(dir, (message) => message.to.includes(withEmail.email));
  expect(mail.subject).toBe(subject);

  // The log: one e-mail sent, one skipped for lack of an address (never failed).
  const log = page
    .getByRole('region', { name: vi('notifications:detail.deliveries') })
    .or(page.locator('main'));
  const skippedRow = log
    .getByRole('row')
    .filter({ hasText: withoutEmail.name })
    .filter({
      hasText: vi('notifications:skip_reasons.no_address'),
    });
  await expect(skippedRow).toBeVisible({ timeout: 20_000 });
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: withEmail.name })
      .filter({ hasText: vi('notifications:channels.email') }),
  ).toContainText(vi('notifications:delivery_status.sent'));
  await player.context.close();
});
