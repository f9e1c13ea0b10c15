import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';
import { E2E_VNPAY_GATEWAY_KEY, fakeVnpay } from './support/vnpay';

/**
 * Issue 14's players, on phones in Vietnamese: a player with no permission follows the public
 * tournament page's Register link to "My tournaments", picks a partner by name (contact details
 * are never searched), and reads what is owed next; the partner accepts in another browser; the
 * player's page offers the fee at once, the player pays it through the VNPay fake, and the entry
 * reads paid and confirmed. A second player who chose the same partner a moment too late is told
 * why the server refused, in Vietnamese, inside the form.
 */

const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);
const PASSWORD = 'Player12345';
const PHONE = { width: 390, height: 844 };
const FEE = 200_000;
const FEE_TEXT = '200.000\u00a0₫';

async function createPlayer(adminApi: AdminApi, name: string, username: string): Promise<number> {
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
    name,
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    roles: [],
  });
  return created.data.id;
}

/** The fake VNPay's gateway, added once per server (payments.spec.ts adds it through the UI). */
async function ensureVnpayGateway(adminApi: AdminApi, suffix: string): Promise<string> {
  const known = await adminApi.request<{ data: { name: string; key: string }[] }>(
    'GET',
    `/payments/gateways?search=${E2E_VNPAY_GATEWAY_KEY}`,
  );
  const existing = known.data.find((gateway) => gateway.key === E2E_VNPAY_GATEWAY_KEY);
  if (existing) return existing.name;
  const vnpay = fakeVnpay();
  const name = `VNPay thử nghiệm ${suffix}`;
  await adminApi.request('POST', '/payments/gateways', {
    name,
    key: E2E_VNPAY_GATEWAY_KEY,
    provider: 'vnpay',
    mode: 'sandbox',
    merchant_id: vnpay.tmnCode,
    secret: vnpay.hashSecret,
    api_url: vnpay.url,
    supported_currencies: ['VND'],
  });
  return name;
}

/** My entry's card on "My tournaments". */
const entryCard = (page: Page, tournament: string): Locator =>
  page
    .getByRole('list', { name: vi('tournaments:mine.title') })
    .getByRole('listitem')
    .filter({ hasText: tournament });

/** Picks a partner in the registration form by typing part of their name without diacritics. */
async function choosePartner(form: Locator, typed: string, name: string): Promise<void> {
  await form.getByRole('combobox', { name: vi('tournaments:registration_fields.partner') }).fill(typed);
  await form
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .click();
}

test('a player registers a pair from the public page, the partner accepts, and the fee is paid through VNPay', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const vnpay = fakeVnpay();
  const suffix = unique();
  const gatewayName = await ensureVnpayGateway(adminApi, suffix);
  const player = { name: `Lê Thị Hồng Nhung ${suffix}`, username: `nhung${suffix}`.slice(0, 16) };
  const partner = { name: `Phạm Minh Khôi ${suffix}`, username: `khoi${suffix}`.slice(0, 16) };
  const late = { name: `Đặng Văn Lâm ${suffix}`, username: `lam${suffix}`.slice(0, 16) };
  await createPlayer(adminApi, player.name, player.username);
  await createPlayer(adminApi, partner.name, partner.username);
  await createPlayer(adminApi, late.name, late.username);
  const tournamentName = `Giải Đôi Mở Rộng ${suffix}`;
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/tournaments', {
    name: tournamentName,
    type: 'doubles',
    format: 'single_elimination',
    start_date: '2027-05-15',
    end_date: '2027-05-16',
    location: 'Sân Rạch Miễu, Phú Nhuận',
    is_public: true,
    is_free: false,
    entry_fee: FEE,
    currency: 'VND',
    max_participants: 16,
  });
  const tournamentId = created.data.id;
  await adminApi.request('POST', `/tournaments/${tournamentId}/open-registration`);

  const first = await openAs(browser, server.baseUrl, player.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  const second = await openAs(browser, server.baseUrl, partner.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  const third = await openAs(browser, server.baseUrl, late.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  try {
    // ---- The public page's Register link opens the form on "My tournaments". ----
    const page = first.page;
    await page.goto(`/public-tournaments/${tournamentId}`);
    await page.getByRole('link', { name: vi('tournaments:public_page.register') }).click();
    await expect(page).toHaveURL(/\/my-tournaments$/);
    const form = page.getByRole('form', { name: vi('tournaments:register.title', { name: tournamentName }) });
    await expect(form).toBeVisible();
    await expect(
      form.getByText(vi('tournaments:mine.fee', { amount: FEE_TEXT }), { exact: false }),
    ).toBeVisible();

    // The partner is found by name without diacritics; an e-mail address finds no one.
    const box = form.getByRole('combobox', { name: vi('tournaments:registration_fields.partner') });
    await box.fill(`${partner.username}@example`);
    await expect(page.getByText(vi('tournaments:register.partner_none'))).toBeVisible();
    await box.fill('');
    // The third player chooses the same partner meanwhile (the race is settled below).
    const thirdPage = third.page;
    await thirdPage.goto(`/my-tournaments?register=${tournamentId}`);
    const thirdForm = thirdPage.getByRole('form', {
      name: vi('tournaments:register.title', { name: tournamentName }),
    });
    await choosePartner(thirdForm, `pham minh khoi ${suffix}`, partner.name);

    await choosePartner(form, `pham minh khoi ${suffix}`, partner.name);
    await form
      .getByRole('textbox', { name: vi('tournaments:registration_fields.notes') })
      .fill('Đánh bên trái');
    await form.getByRole('button', { name: vi('tournaments:register.submit'), exact: true }).click();

    // ---- The answer says what is owed, in order: the partner's word, then the fee. ----
    const outcome = page.getByRole('alertdialog', {
      name: vi('tournaments:mine.registered_title', { name: tournamentName }),
    });
    await expect(outcome).toBeVisible();
    await expect(
      outcome.getByText(vi('tournaments:mine.next_partner', { name: partner.name })),
    ).toBeVisible();
    await expect(
      outcome.getByText(vi('tournaments:mine.next_fee_later', { amount: FEE_TEXT })),
    ).toBeVisible();
    await expect(outcome.getByRole('button', { name: vi('tournaments:mine.pay') })).toHaveCount(0);
    await outcome
      .getByRole('button', { name: vi('ui:confirm.close') })
      .first()
      .click();
    const card = entryCard(page, tournamentName);
    await expect(card.getByText(vi('tournaments:registration_status.registered'))).toBeVisible();
    await expect(card.getByText(vi('tournaments:payment_status.unpaid'))).toBeVisible();

    // ---- Too late for the third player: the server's refusal, in Vietnamese, in the form. ----
    await thirdForm.getByRole('button', { name: vi('tournaments:register.submit'), exact: true }).click();
    await expect(
      thirdForm.getByText(
        `${vi('errors:tournament.registration_failed', {
          reason: vi('tournaments-messages:registration_failure.already_registered', { name: partner.name }),
        })}`,
      ),
    ).toBeVisible();

    // ---- The partner accepts in their own browser. ----
    const partnerPage = second.page;
    await partnerPage.goto('/my-tournaments');
    const invitation = entryCard(partnerPage, tournamentName);
    await expect(
      invitation.getByText(vi('tournaments:mine.invited_by', { name: player.name })),
    ).toBeVisible();
    await invitation.getByRole('button', { name: vi('tournaments:mine.accept') }).click();
    await partnerPage
      .getByRole('alertdialog')
      .getByRole('button', { name: vi('tournaments:mine.accept') })
      .click();
    await expect(partnerPage.getByText(vi('tournaments:done.invitation_accepted')).first()).toBeVisible();

    // ---- The player's page offers the fee by itself (the partner's answer reached it), and it is paid. ----
    const pay = card.getByRole('button', { name: vi('tournaments:mine.pay') });
    await expect(pay).toBeVisible({ timeout: 20_000 });
    await expect(
      card.getByText(
        vi('tournaments:mine.next', { step: vi('tournaments:mine.next_fee', { amount: FEE_TEXT }) }),
      ),
    ).toBeVisible();
    await pay.click();
    await expect(page).toHaveURL(/\/pay\/\d+$/);
    await page.getByText(gatewayName).click();
    await page.getByRole('button', { name: vi('payments:pay.pay_now', { amount: FEE_TEXT }) }).click();
    await expect(page).toHaveURL(new RegExp(`^${vnpay.url}/paymentv2/vpcpay\\.html`));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/\d+/);
    await expect(page.getByText(vi('payments:pay.completed_title'))).toBeVisible({ timeout: 20_000 });

    // ---- The entry reads paid and confirmed. ----
    await page.goto('/my-tournaments');
    await expect(card.getByText(vi('tournaments:payment_status.paid'))).toBeVisible();
    await expect(card.getByText(vi('tournaments:registration_status.confirmed'))).toBeVisible();
    await expect(
      card.getByText(vi('tournaments:mine.next', { step: vi('tournaments:mine.next_ready') })),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: vi('tournaments:mine.pay') })).toHaveCount(0);
    // The open list now says so instead of offering Register again.
    const open = page
      .getByRole('list', { name: vi('tournaments:open.title') })
      .getByRole('listitem')
      .filter({
        hasText: tournamentName,
      });
    await expect(open.getByText(vi('tournaments:open.entered'))).toBeVisible();
  } finally {
    await first.context.close();
    await second.context.close();
    await third.context.close();
  }
});
