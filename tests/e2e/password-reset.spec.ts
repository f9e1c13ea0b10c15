import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { type Language, t } from './support/locales';
import { readMails, type StoredMail, waitForMail } from './support/mailbox';
import { LOCALE_STORAGE_KEY } from './support/session';

/**
 * Forgot password end to end: on a phone in Vietnamese, a user asks for a link on
 * /forgot-password, the e-mail arrives (a local SMTP server catches it), its link opens
 * /reset-password, a too-short password is refused on its field, a good one is taken and the
 * login page says so; the old password no longer signs in, the new one does, and the link does
 * not work twice. On a laptop in English, an address no account has gets the very same answer.
 * And the other link by e-mail: a new address saved in My profile is unverified until the link
 * sent to it is opened, signed in or not.
 */

const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);
const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
const OLD_PASSWORD = 'Truoc2024x';
const NEW_PASSWORD = 'Sau2025Moi';

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('the e2e mailbox is not running: run the specs with `npm run test:e2e`');
  return dir;
}

/** The text of a mail's body, undoing its transfer encoding (Vietnamese goes quoted-printable or base64). */
function bodyOf(mail: StoredMail): string {
  const [head = '', ...rest] = mail.text.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body.replace(/=([0-9a-f]{2})/gi, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The path and query of the link to `page` a mail carries. */
function linkIn(mail: StoredMail, page: 'reset-password' | 'verify-email'): string {
  const link = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[\\w-]+`).exec(bodyOf(mail))?.[0];
  if (!link) throw new Error(`no ${page} link in the mail: ${mail.text.slice(0, 400)}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function createUser(adminApi: AdminApi, username: string, email: string): Promise<void> {
  await adminApi.request('POST', '/users', {
    name: 'Trần Thị Quên',
    username,
    email,
    password: OLD_PASSWORD,
    password_confirmation: OLD_PASSWORD,
    is_active: true,
    email_verified: true,
    roles: [],
  });
}

/** A signed-out browser context in a language and viewport. */
async function openSignedOut(
  browser: Browser,
  baseUrl: string,
  language: Language,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: LOCALE_STORAGE_KEY, value: language }] }],
    },
  });
  return { context, page: await context.newPage() };
}

async function logIn(page: Page, language: Language, login: string, password: string): Promise<void> {
  const tr = (key: string) => t(language, key);
  const form = page.getByRole('form', { name: tr('auth:login.title') });
  await form.getByLabel(tr('auth:login.login_label')).fill(login);
  await form.getByRole('textbox', { name: tr('auth:login.password_label'), exact: true }).fill(password);
  await form.getByRole('button', { name: tr('auth:login.submit') }).click();
}

test('on a phone in Vietnamese, a forgotten password is replaced through the link of the e-mail', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const suffix = unique();
  const username = `quen_${suffix}`.slice(0, 16);
  const email = `quen-${suffix}@example.test`;
  await createUser(adminApi, username, email);

  const { context, page } = await openSignedOut(browser, server.baseUrl, 'vi', PHONE);
  try {
    // ---- The login page leads to the request. ----
    await page.goto('/login');
    await page.getByRole('link', { name: vi('auth:login.forgot_link') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: vi('auth:forgot.title') })).toBeVisible();
    await expectAccessible(page, '/forgot-password');

    const request = page.getByRole('form', { name: vi('auth:forgot.title') });
    const address = request.getByRole('textbox', { name: vi('auth:forgot.email') });
    // A malformed address is refused on its field before anything is sent.
    await address.fill('quen-at-example');
    await request.getByRole('button', { name: vi('auth:forgot.submit') }).click();
    await expect(request.getByText(vi('validation:email'))).toBeVisible();
    await expect(address).toBeFocused();
    await address.fill(email.toUpperCase());
    await request.getByRole('button', { name: vi('auth:forgot.submit') }).click();

    // The neutral answer, which takes the focus the vanished form had.
    const answer = page.getByRole('status').filter({ hasText: vi('common:password_reset.requested') });
    await expect(answer).toBeVisible();
    await expect(answer).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: vi('auth:forgot.sent_title') })).toBeVisible();
    await expectAccessible(page, '/forgot-password (sent)');

    // ---- The e-mail arrives, in Vietnamese, with the link. ----
    const mail = await waitForMail(
      mailboxDir(),
      (received) => received.to.includes(email) && received.subject === vi('mail:password_reset.subject'),
    );
    const link = linkIn(mail, 'reset-password');
    expect(link).toMatch(/^\/reset-password\?token=/);

    // ---- The link opens the reset page; the password rules hold. ----
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: vi('auth:reset.title') })).toBeVisible();
    const reset = page.getByRole('form', { name: vi('auth:reset.title') });
    const password = reset.getByRole('textbox', { name: vi('auth:reset.password'), exact: true });
    const confirmation = reset.getByRole('textbox', {
      name: vi('auth:reset.password_confirmation'),
      exact: true,
    });
    await password.fill('Ngan1a');
    await confirmation.fill('Ngan1a');
    await reset.getByRole('button', { name: vi('auth:reset.submit') }).click();
    await expect(reset.getByText(vi('validation:password_min'))).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expectAccessible(page, '/reset-password (refused)');

    await password.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: vi('auth:reset.submit') }).click();

    // ---- The login page says the password changed; only the new one signs in. ----
    await expect(page).toHaveURL(/\/login$/);
    const changed = page.getByRole('status').filter({ hasText: vi('auth:login.password_changed') });
    await expect(changed).toBeVisible();
    await expect(changed).toBeFocused();

    await logIn(page, 'vi', username, OLD_PASSWORD);
    await expect(
      page.getByRole('alert').filter({ hasText: vi('errors:auth.invalid_credentials') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, 'vi', username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // ---- The link works once, even opened where the user is signed in again. ----
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: vi('auth:reset.title') })).toBeVisible();
    await password.fill('LanNua2026z');
    await confirmation.fill('LanNua2026z');
    await reset.getByRole('button', { name: vi('auth:reset.submit') }).click();
    const refused = page.getByRole('alert').filter({ hasText: vi('errors:auth.reset_link_invalid') });
    await expect(refused).toBeVisible();
    await expect(refused).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: vi('auth:reset.invalid_title') })).toBeVisible();
    await page.getByRole('link', { name: vi('auth:reset.new_link') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  } finally {
    await context.close();
  }
});

test('on a laptop in English, an address no account has gets the same answer', async ({
  browser,
  server,
}) => {
  const { context, page } = await openSignedOut(browser, server.baseUrl, 'en', LAPTOP);
  try {
    await page.goto('/forgot-password');
    const request = page.getByRole('form', { name: en('auth:forgot.title') });
    await request
      .getByRole('textbox', { name: en('auth:forgot.email') })
      .fill(`nobody-${unique()}@example.test`);
    await request.getByRole('button', { name: en('auth:forgot.submit') }).click();
    const answer = page.getByRole('status').filter({ hasText: en('common:password_reset.requested') });
    await expect(answer).toBeVisible();
    await expect(answer).toBeFocused();
    await expectAccessible(page, '/forgot-password (sent, English)');

    // Another try starts from the address typed before.
    await page.getByRole('button', { name: en('auth:forgot.again') }).click();
    await expect(request.getByRole('textbox', { name: en('auth:forgot.email') })).toBeFocused();
    await page.getByRole('link', { name: en('auth:forgot.back') }).click();
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});

test('on a phone in Vietnamese, a new e-mail address is unverified until the link sent to it is opened', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const suffix = unique();
  const username = `xm_${suffix}`.slice(0, 16);
  await createUser(adminApi, username, `xm-${suffix}@example.test`);
  const newEmail = `xm-moi-${suffix}@example.test`;
  const isVerificationOf = (address: string) => (mail: StoredMail) =>
    mail.to.includes(address) && mail.subject === vi('mail:email_verification.subject');

  const { context, page } = await openAs(browser, server.baseUrl, username, OLD_PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  try {
    await page.goto('/profile');
    const email = page.getByRole('textbox', { name: vi('profile:fields.email'), exact: true });
    await expect(email).toHaveValue(`xm-${suffix}@example.test`);
    await expect(page.getByText(vi('profile:email.verified'), { exact: true })).toBeVisible();

    // A new address: said before saving, and after it, where the link went.
    await email.fill(newEmail);
    await expect(page.getByText(vi('profile:email.changed'))).toBeVisible();
    await page.getByRole('button', { name: vi('profile:save') }).click();
    await expect(page.getByText(vi('profile:email.link_sent', { email: newEmail }))).toBeVisible();
    await expect(page.getByText(vi('profile:email.not_verified'), { exact: true })).toBeVisible();
    await waitForMail(mailboxDir(), isVerificationOf(newEmail));
    // As the page opens later (the toasts gone): the badge and the button read well.
    await page.reload();
    await expect(page.getByText(vi('profile:email.not_verified'), { exact: true })).toBeVisible();
    await expectAccessible(page, '/profile (e-mail not verified)');

    // Another link on request: the newer one is the one that works.
    await page.getByRole('button', { name: vi('profile:email.send_link') }).click();
    await expect(page.getByText(vi('common:email_verification.sent', { email: newEmail }))).toBeVisible();
    await expect
      .poll(() => readMails(mailboxDir()).filter(isVerificationOf(newEmail)).length, { timeout: 20_000 })
      .toBe(2);
    const link = linkIn(
      readMails(mailboxDir()).filter(isVerificationOf(newEmail)).at(-1) as StoredMail,
      'verify-email',
    );

    // Opened where the user is signed in: verified, and on to the dashboard.
    await page.goto(link);
    const done = page.getByRole('status').filter({ hasText: vi('common:email_verification.done') });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: vi('auth:verify.done_title') })).toBeVisible();
    await expectAccessible(page, '/verify-email');
    await page.getByRole('link', { name: vi('auth:verify.dashboard') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(email).toHaveValue(newEmail);
    await expect(page.getByText(vi('profile:email.verified'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: vi('profile:email.send_link') })).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    const refused = page.getByRole('alert').filter({ hasText: vi('errors:auth.verify_link_invalid') });
    await expect(refused).toBeVisible();
    await expect(refused).toBeFocused();
    await expect(page.getByRole('link', { name: vi('auth:verify.profile') })).toBeVisible();
  } finally {
    await context.close();
  }
});
