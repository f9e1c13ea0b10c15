import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductCode, VNPay, VnpLocale } from 'vnpay';
import { type ReceivedCall, startNotificationReceiver } from '../../testing/fake-payment-page';
import { startFakeVnpay } from '../../testing/fake-vnpay';
import type {
  CheckoutRequest,
  GatewayCredentials,
  PaymentGatewayClient,
  RefundRequest,
} from './gateway-client';
import { createVnpayClient } from './vnpay-client';

let vnpay: Awaited<ReturnType<typeof startFakeVnpay>>;
let ours: Awaited<ReturnType<typeof startNotificationReceiver>>;
let credentials: GatewayCredentials;
let client: PaymentGatewayClient;

const ipn = (call: ReceivedCall) => ({
  method: 'GET' as const,
  query: call.query,
  headers: call.headers,
  rawBody: null,
});

beforeEach(async () => {
  ours = await startNotificationReceiver(() => ({
    status: 200,
    body: { RspCode: '00', Message: 'Confirm Success' },
  }));
  vnpay = await startFakeVnpay({ ipnUrl: `${ours.url}/api/v1/payments/webhooks/vnpay` });
  credentials = {
    provider: 'vnpay',
    mode: 'sandbox',
    merchantId: vnpay.tmnCode,
    apiKey: null,
    secret: vnpay.hashSecret,
    apiUrl: vnpay.url,
    timeoutMs: 2_000,
  };
  client = createVnpayClient(credentials);
});
afterEach(async () => {
  await vnpay.close();
  await ours.close();
});

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId: `PAY${Date.now()}${Math.floor(Math.random() * 1000)}`,
    amount: 150_000,
    currency: 'VND',
    description: 'Đặt sân số 3 – Quận 1 (18:00)!',
    returnUrl: 'https://club.example/payments/return',
    cancelUrl: 'https://club.example/payments/cancel',
    notifyUrl: 'https://club.example/api/v1/payments/webhooks/vnpay',
    locale: 'vi',
    ipAddress: '::ffff:203.0.113.9',
    createdAt: new Date(),
    autoCapture: true,
    ...overrides,
  };
}

/** Creates the checkout and opens its pay page, as the payer's browser does. */
async function openCheckout(overrides: Partial<CheckoutRequest> = {}) {
  const request = checkout(overrides);
  const outcome = await client.createCheckout(request);
  if (outcome.kind !== 'redirect') throw new Error(`no redirect: ${JSON.stringify(outcome)}`);
  const page = await fetch(outcome.redirectUrl, { redirect: 'manual' });
  return { request, outcome, page, html: await page.text() };
}

async function pressButton(orderId: string, outcome: 'paid' | 'cancelled') {
  return fetch(`${vnpay.url}/paymentv2/fake-decision/${orderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

function refundOf(
  orderId: string,
  keep: Record<string, string>,
  overrides: Partial<RefundRequest> = {},
): RefundRequest {
  const order = vnpay.getOrder(orderId);
  return {
    orderId,
    refundId: `RF${Math.random().toString(36).slice(2, 12)}`,
    amount: 150_000,
    paidAmount: 150_000,
    currency: 'VND',
    gatewayReference: order?.transactionNo ?? '',
    keep,
    reason: 'Khách hủy đặt sân',
    actorName: 'Nguyễn Văn An',
    ipAddress: '127.0.0.1',
    locale: 'vi',
    ...overrides,
  };
}

describe('VNPay client against the fake gateway', () => {
  it('builds a signed pay URL that VNPay accepts: amount × 100, GMT+7 dates, 15 minutes, plain ASCII info', async () => {
    const createdAt = new Date('2030-05-01T10:00:00Z');
    const outcome = await client.createCheckout(checkout({ orderId: 'ORD-1', createdAt }));
    expect(outcome.kind).toBe('redirect');
    if (outcome.kind !== 'redirect') return;
    const url = new URL(outcome.redirectUrl);
    expect(url.origin + url.pathname).toBe(`${vnpay.url}/paymentv2/vpcpay.html`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: vnpay.tmnCode,
      vnp_Amount: '15000000',
      vnp_CreateDate: '20300501170000',
      vnp_ExpireDate: '20300501171500',
      vnp_CurrCode: 'VND',
      vnp_IpAddr: '203.0.113.9',
      vnp_Locale: 'vn',
      vnp_OrderInfo: 'Dat san so 3 Quan 1 18:00',
      vnp_OrderType: 'other',
      vnp_TxnRef: 'ORD-1',
    });
    expect(url.searchParams.has('vnp_SecureHashType')).toBe(false);
    expect(outcome.keep).toEqual({ vnp_CreateDate: '20300501170000' });
    expect(JSON.stringify(outcome.request)).not.toContain(url.searchParams.get('vnp_SecureHash'));
  });

  it('computes the same secure hash as the vnpay library for the same parameters', async () => {
    const request = checkout({ orderId: 'ORD-LIB', createdAt: new Date('2030-05-01T10:00:00Z') });
    const outcome = await client.createCheckout(request);
    if (outcome.kind !== 'redirect') throw new Error('no redirect');
    const ourParams = Object.fromEntries(new URL(outcome.redirectUrl).searchParams);
    const library = new VNPay({
      tmnCode: vnpay.tmnCode,
      secureSecret: vnpay.hashSecret,
      vnpayHost: vnpay.url,
    });
    const theirs = new URL(
      library.buildPaymentUrl({
        vnp_Amount: request.amount,
        vnp_IpAddr: ourParams.vnp_IpAddr ?? '',
        vnp_TxnRef: 'ORD-LIB',
        vnp_OrderInfo: ourParams.vnp_OrderInfo ?? '',
        vnp_OrderType: ProductCode.Other,
        vnp_ReturnUrl: request.returnUrl,
        vnp_Locale: VnpLocale.VN,
        vnp_CreateDate: Number(ourParams.vnp_CreateDate),
        vnp_ExpireDate: Number(ourParams.vnp_ExpireDate),
      }),
    );
    expect(theirs.searchParams.get('vnp_SecureHash')).toBe(ourParams.vnp_SecureHash);
  });

  it('opens the hosted page with the amount, the description and the Pay and Cancel buttons', async () => {
    const { page, html } = await openCheckout();
    expect(page.status).toBe(200);
    expect(html).toContain('150.000 VND');
    expect(html).toContain('Dat san so 3 Quan 1 18:00');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('is refused by VNPay (70) when the URL is tampered with, and (11) when the 15 minutes are over', async () => {
    const outcome = await client.createCheckout(checkout());
    if (outcome.kind !== 'redirect') throw new Error('no redirect');
    const tampered = outcome.redirectUrl.replace('vnp_Amount=15000000', 'vnp_Amount=1500000');
    const refused = await fetch(tampered, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/paymentv2/Payment/Error.html?code=70');
    const late = await client.createCheckout(checkout({ createdAt: new Date(Date.now() - 16 * 60_000) }));
    if (late.kind !== 'redirect') throw new Error('no redirect');
    const expired = await fetch(late.redirectUrl, { redirect: 'manual' });
    expect(expired.headers.get('location')).toBe('/paymentv2/Payment/Error.html?code=11');
    const wrongKey = createVnpayClient({ ...credentials, secret: 'not-the-secret' });
    const unsigned = await wrongKey.createCheckout(checkout());
    if (unsigned.kind !== 'redirect') throw new Error('no redirect');
    expect((await fetch(unsigned.redirectUrl, { redirect: 'manual' })).headers.get('location')).toContain(
      'code=70',
    );
  });

  it('refuses a currency other than VND and missing keys without calling VNPay', async () => {
    expect((await client.createCheckout(checkout({ currency: 'USD' }))).kind).toBe('refused');
    const keyless = createVnpayClient({ ...credentials, secret: null });
    expect((await keyless.createCheckout(checkout())).kind).toBe('refused');
    expect(vnpay.requests).toHaveLength(0);
  });

  it('on Pay sends a signed IPN that verifies as paid, then returns the browser with the same signed result', async () => {
    const { request } = await openCheckout();
    const back = await pressButton(request.orderId, 'paid');
    expect(back.status).toBe(302);
    expect(vnpay.notifications).toHaveLength(1);
    expect(vnpay.notifications[0]?.answer).toEqual({
      status: 200,
      body: '{"RspCode":"00","Message":"Confirm Success"}',
    });
    const call = ours.calls[0];
    if (!call) throw new Error('no IPN');
    const verdict = client.verifyNotification(ipn(call));
    expect(verdict).toMatchObject({
      kind: 'verified',
      report: {
        orderId: request.orderId,
        state: 'paid',
        amount: 150_000,
        gatewayReference: vnpay.getOrder(request.orderId)?.transactionNo,
        gatewayStatus: '00',
        keep: { vnp_PayDate: expect.stringMatching(/^\d{14}$/) },
      },
    });
    expect(JSON.stringify(verdict)).not.toContain(call.query.vnp_SecureHash);
    const returned = new URL(back.headers.get('location') ?? '');
    expect(returned.origin + returned.pathname).toBe(request.returnUrl);
    const onReturn = client.verifyNotification({
      ...ipn(call),
      query: Object.fromEntries(returned.searchParams),
    });
    expect(onReturn.kind).toBe('verified');
  });

  it('signs its notifications as VNPay does: the vnpay library verifies them', async () => {
    const { request } = await openCheckout();
    const library = new VNPay({
      tmnCode: vnpay.tmnCode,
      secureSecret: vnpay.hashSecret,
      vnpayHost: vnpay.url,
    });
    const notification = vnpay.notificationFor(request.orderId, 'paid');
    expect(library.verifyIpnCall(notification.query as never)).toMatchObject({
      isVerified: true,
      isSuccess: true,
    });
    // Replays are byte-identical, so a test can send the same IPN many times.
    expect(vnpay.notificationFor(request.orderId, 'paid').url).toBe(notification.url);
  });

  it('reports a cancelled payment (24) and a failed one, and refuses tampered or unsigned calls', async () => {
    const first = await openCheckout();
    await pressButton(first.request.orderId, 'cancelled');
    const cancelled = client.verifyNotification(ipn(ours.calls[0] as ReceivedCall));
    expect(cancelled).toMatchObject({
      kind: 'verified',
      report: { state: 'cancelled', gatewayReference: null },
    });
    const second = await openCheckout();
    const failed = vnpay.notificationFor(second.request.orderId, 'failed');
    expect(
      client.verifyNotification({ method: 'GET', query: failed.query, headers: {}, rawBody: null }),
    ).toMatchObject({
      kind: 'verified',
      report: { state: 'failed', gatewayStatus: '51' },
    });
    const paid = vnpay.notificationFor(second.request.orderId, 'paid').query;
    const tampered = { ...paid, vnp_Amount: '100' };
    expect(
      client.verifyNotification({ method: 'GET', query: tampered, headers: {}, rawBody: null }).kind,
    ).toBe('bad_signature');
    const { vnp_SecureHash: _, ...unsigned } = paid;
    expect(
      client.verifyNotification({ method: 'GET', query: unsigned, headers: {}, rawBody: null }).kind,
    ).toBe('bad_signature');
  });

  it('queries an order: pending once opened, paid after settling without telling us, not found when unknown', async () => {
    const { request, outcome } = await openCheckout();
    if (outcome.kind !== 'redirect') return;
    const input = {
      orderId: request.orderId,
      gatewayReference: null,
      keep: outcome.keep,
      ipAddress: '127.0.0.1',
    };
    expect(await client.queryPayment(input)).toMatchObject({ kind: 'report', report: { state: 'pending' } });
    expect(await vnpay.complete(request.orderId, 'paid', { notify: false })).toBeNull();
    expect(ours.calls).toHaveLength(0);
    const settled = await client.queryPayment(input);
    expect(settled).toMatchObject({
      kind: 'report',
      report: {
        state: 'paid',
        amount: 150_000,
        gatewayReference: vnpay.getOrder(request.orderId)?.transactionNo,
      },
    });
    expect(JSON.stringify(settled)).not.toMatch(/"vnp_SecureHash":"[0-9a-f]/);
    expect((await client.queryPayment({ ...input, orderId: 'NOPE' })).kind).toBe('not_found');
    expect((await client.queryPayment({ ...input, keep: {} })).kind).toBe('unavailable');
  });

  it('accepts the vnpay library’s querydr and signs its answer so the library verifies it', async () => {
    const { request, outcome } = await openCheckout();
    if (outcome.kind !== 'redirect') return;
    await vnpay.complete(request.orderId, 'paid');
    const library = new VNPay({
      tmnCode: vnpay.tmnCode,
      secureSecret: vnpay.hashSecret,
      vnpayHost: vnpay.url,
      queryDrAndRefundHost: vnpay.url,
    });
    const answer = await library.queryDr({
      vnp_RequestId: 'LIB1234567890',
      vnp_TxnRef: request.orderId,
      vnp_TransactionDate: Number(outcome.keep.vnp_CreateDate),
      vnp_CreateDate: Number(outcome.keep.vnp_CreateDate),
      vnp_IpAddr: '127.0.0.1',
      vnp_OrderInfo: 'Truy van',
      vnp_TransactionNo: Number(vnpay.getOrder(request.orderId)?.transactionNo),
    });
    expect(answer).toMatchObject({ isVerified: true, isSuccess: true, vnp_TransactionStatus: '00' });
  });

  it('refunds in full (02) and in part (03), refuses over what is left (93) and a repeat of a refund id (94)', async () => {
    const { request, outcome } = await openCheckout();
    if (outcome.kind !== 'redirect') return;
    await vnpay.complete(request.orderId, 'paid');
    const partial = refundOf(request.orderId, outcome.keep, { amount: 50_000 });
    expect(await client.refund(partial)).toMatchObject({
      kind: 'refunded',
      gatewayReference: expect.any(String),
    });
    expect(vnpay.requests.at(-1)?.body).toContain('"vnp_TransactionType":"03"');
    const repeat = await client.refund(partial);
    expect(repeat).toMatchObject({ kind: 'uncertain', reason: expect.stringContaining('94') });
    const over = await client.refund(refundOf(request.orderId, outcome.keep, { amount: 120_000 }));
    expect(over).toMatchObject({ kind: 'refused', reason: expect.stringContaining('93') });
    expect(await client.refund(refundOf(request.orderId, outcome.keep, { amount: 100_000 }))).toMatchObject({
      kind: 'refunded',
    });
    expect(vnpay.getOrder(request.orderId)).toMatchObject({ refundedAmount: 150_000 });
    expect(vnpay.getOrder(request.orderId)?.refunds).toHaveLength(2);

    const full = await openCheckout();
    if (full.outcome.kind !== 'redirect') return;
    await vnpay.complete(full.request.orderId, 'paid');
    expect((await client.refund(refundOf(full.request.orderId, full.outcome.keep))).kind).toBe('refunded');
    expect(vnpay.requests.at(-1)?.body).toContain('"vnp_TransactionType":"02"');
  });

  it('refuses to refund an unpaid order (95) or one VNPay does not know (91)', async () => {
    const { request, outcome } = await openCheckout();
    if (outcome.kind !== 'redirect') return;
    const unpaid = await client.refund(refundOf(request.orderId, outcome.keep));
    expect(unpaid).toMatchObject({ kind: 'refused', reason: expect.stringContaining('95') });
    const unknown = await client.refund(refundOf('NOPE', outcome.keep, { gatewayReference: '1' }));
    expect(unknown).toMatchObject({ kind: 'refused', reason: expect.stringContaining('91') });
  });

  it('treats no answer, a server error or an answer not signed with our secret as unavailable or uncertain', async () => {
    const { request, outcome } = await openCheckout();
    if (outcome.kind !== 'redirect') return;
    await vnpay.complete(request.orderId, 'paid');
    const input = {
      orderId: request.orderId,
      gatewayReference: null,
      keep: outcome.keep,
      ipAddress: '127.0.0.1',
    };
    const impatient = createVnpayClient({ ...credentials, timeoutMs: 200 });
    vnpay.failNext('querydr', 'hang');
    expect(await impatient.queryPayment(input)).toMatchObject({
      kind: 'unavailable',
      reason: 'VNPay: no answer within 200 ms',
    });
    vnpay.failNext('refund', 'hang');
    expect(await impatient.refund(refundOf(request.orderId, outcome.keep))).toMatchObject({
      kind: 'uncertain',
    });
    vnpay.failNext('refund', { http: 502 });
    expect((await client.refund(refundOf(request.orderId, outcome.keep))).kind).toBe('uncertain');
    const forged = JSON.stringify({
      vnp_ResponseCode: '00',
      vnp_TransactionNo: '1',
      vnp_SecureHash: 'ab'.repeat(64),
    });
    vnpay.failNext('refund', { http: 200, body: forged });
    expect((await client.refund(refundOf(request.orderId, outcome.keep))).kind).toBe('uncertain');
    vnpay.failNext('querydr', { http: 200, body: forged });
    expect((await client.queryPayment(input)).kind).toBe('unavailable');
    expect(vnpay.getOrder(request.orderId)?.refunds).toHaveLength(0);
  });

  it('masks the secure hash in every exchange it records', async () => {
    const { request, outcome } = await openCheckout();
    if (outcome.kind !== 'redirect') return;
    await vnpay.complete(request.orderId, 'paid');
    const refund = await client.refund(refundOf(request.orderId, outcome.keep));
    const recorded = JSON.stringify([refund.request, refund.response]);
    expect(recorded).toContain('"vnp_SecureHash":"•••"');
    expect(recorded).not.toMatch(/[0-9a-f]{128}/);
    expect(recorded).not.toContain(vnpay.hashSecret);
  });

  it('tests the keys with a querydr of an unknown order: 91 is success, 97 and 02 name the wrong key', async () => {
    expect(await client.test()).toEqual({ ok: true, message: expect.stringContaining('91') });
    const wrongSecret = await createVnpayClient({ ...credentials, secret: 'wrong' }).test();
    expect(wrongSecret).toEqual({ ok: false, message: expect.stringContaining('hash secret') });
    const wrongTerminal = await createVnpayClient({ ...credentials, merchantId: 'OTHER001' }).test();
    expect(wrongTerminal).toEqual({ ok: false, message: expect.stringContaining('(02)') });
    const gone = await startFakeVnpay();
    await gone.close();
    expect((await createVnpayClient({ ...credentials, apiUrl: gone.url }).test()).ok).toBe(false);
  });
});
