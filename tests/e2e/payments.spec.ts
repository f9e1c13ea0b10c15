import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/browser';
import { expect, adminTest as test, unique } from './support/fixtures';
import { t } from './support/locales';
import { E2E_VNPAY_GATEWAY_KEY, fakeVnpay } from './support/vnpay';

/**
 * An administrator working in Vietnamese adds a VNPay gateway in sandbox mode (the local fake
 * VNPay) and tests it; a player on a phone pays 150.000 ₫ through the fake's page; the payment
 * turns completed live on the administrator's transactions page, with no reload; the administrator
 * refunds half from its detail, whose history shows every gateway call with its verdict; the
 * player's inbox holds both receipts, and the dashboard counts the revenue in đồng.
 */
const vi = (key: string, values: Record<string, string | number> = {}) => t('vi', key, values);
const PASSWORD = 'Player12345';
const PHONE = { width: 390, height: 844 };

/** A text field by its label (the required mark is not part of the name). */
function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

test('a VNPay payment confirmed by its IPN, live on the transactions page, refunded in half, with both receipts', async ({
  page,
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const vnpay = fakeVnpay();
  const suffix = unique();
  const payer = { name: `Trịnh Thị Mai ${suffix}`, username: `mai${suffix}`.slice(0, 16) };
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
    ...payer,
    email: `mai.${suffix}@example.vn`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    roles: [],
  });
  await page.addInitScript(() => localStorage.setItem('pickleball.locale', 'vi'));

  // ---- The gateway, added and tested (once per server: its key is in the fake's IPN address). ----
  const known = await adminApi.request<{ data: { id: number; name: string; key: string }[] }>(
    'GET',
    `/payments/gateways?search=${E2E_VNPAY_GATEWAY_KEY}`,
  );
  let gatewayName = known.data.find((gateway) => gateway.key === E2E_VNPAY_GATEWAY_KEY)?.name ?? '';
  if (!gatewayName) {
    gatewayName = `VNPay thử nghiệm ${suffix}`;
    await page.goto('/payments/gateways/create');
    await page.getByRole('combobox', { name: vi('payments:fields.provider') }).selectOption('vnpay');
    await field(page, vi('payments:fields.name')).fill(gatewayName);
    await field(page, vi('payments:fields.key')).fill(E2E_VNPAY_GATEWAY_KEY);
    await field(page, vi('payments:credential.vnpay_merchant_id')).fill(vnpay.tmnCode);
    await page.getByLabel(vi('payments:credential.vnpay_secret')).fill(vnpay.hashSecret);
    await field(page, vi('payments:fields.api_url')).fill(vnpay.url);
    await page.getByRole('button', { name: vi('payments:actions.add_gateway') }).click();
    await expect(page).toHaveURL(/\/payments\/gateways\/\d+\/edit$/);
    // The address to paste into VNPay's console, computed from where the app is reached.
    await expect(page.getByRole('textbox', { name: vi('payments:webhook.label') })).toHaveValue(
      `${server.baseUrl}/api/v1/payments/webhooks/${E2E_VNPAY_GATEWAY_KEY}`,
    );
    await page.getByRole('button', { name: vi('payments:actions.test') }).click();
    // querydr of an order VNPay does not know: a signed "not found" proves the keys.
    await expect(
      page.getByText(vi('payment-messages:done.test_ok', { detail: '' }).trim()).first(),
    ).toBeVisible();
    await expect(page.getByText(/querydr of an unknown order: 91/).first()).toBeVisible();
  }

  // ---- A payment asked of the player; the administrator watches the transactions. ----
  const requested = await adminApi.request<{ data: { id: number; transaction_id: string } }>(
    'POST',
    '/payments/transactions',
    { user_id: created.data.id, amount: 150_000, currency: 'VND', description: `Hội phí CLB ${suffix}` },
  );
  const paymentId = requested.data.id;
  await page.goto(`/payments/transactions?search=${requested.data.transaction_id}`);
  const row = page.getByRole('row').filter({ hasText: requested.data.transaction_id });
  await expect(row.getByText(vi('payments:status.pending'))).toBeVisible();

  // ---- The player pays on a phone, through the fake VNPay page. ----
  const player = await openAs(browser, server.baseUrl, payer.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  try {
    const phone = player.page;
    await phone.goto(`/pay/${paymentId}`);
    await phone.getByText(gatewayName).click();
    await phone
      .getByRole('button', { name: vi('payments:pay.pay_now', { amount: '150.000\u00a0₫' }) })
      .click();
    await expect(phone).toHaveURL(new RegExp(`^${vnpay.url}/paymentv2/vpcpay\\.html`));
    await phone.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(phone).toHaveURL(new RegExp(`/pay/${paymentId}`));
    await expect(phone.getByText(vi('payments:pay.completed_title'))).toBeVisible();

    // Live on the administrator's page: no reload.
    await expect(row.getByText(vi('payments:status.completed'))).toBeVisible({ timeout: 15_000 });

    // ---- Half refunded from the detail; the history names each gateway call. ----
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/payments/transactions/${paymentId}$`));
    await page.getByRole('button', { name: vi('payments:actions.refund') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(vi('payments:refund.partial')).click();
    await dialog
      .getByRole('textbox', { name: vi('payments:refund.amount', { currency: 'VND' }) })
      .fill('75.000');
    await dialog
      .getByRole('textbox', { name: vi('payments:refund.reason') })
      .fill('Vắng buổi sinh hoạt cuối tháng');
    await dialog.getByRole('button', { name: vi('payments:actions.continue') }).click();
    await dialog.getByRole('button', { name: vi('payments:actions.confirm_refund') }).click();
    await expect(page.getByText(vi('payment-messages:done.refunded'))).toBeVisible();
    const history = page.getByRole('region', { name: vi('payments:history.title') });
    await expect(history.getByText(/00 Confirm Success/)).toBeVisible();
    await expect(history.getByText(vi('payments:event.refund_succeeded'))).toBeVisible();

    // ---- Both receipts in the player's inbox, in Vietnamese. ----
    await phone.goto('/dashboard');
    await phone.getByRole('heading', { level: 1 }).click();
    await phone.getByRole('button', { name: /^Thông báo/ }).click();
    await expect(phone.getByText('Đã nhận thanh toán: 150.000\u00a0₫').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(phone.getByText('Hoàn tiền 75.000\u00a0₫').first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await player.context.close();
  }

  // ---- The dashboard counts it in đồng. ----
  await page.goto('/payments');
  await expect(page.getByText(/150\.000\s₫/).first()).toBeVisible();
});
