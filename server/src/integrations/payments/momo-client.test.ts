import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMomo } from '../../testing/fake-momo';
import { startNotificationReceiver } from '../../testing/fake-payment-page';
import type {
  CheckoutRequest,
  GatewayCredentials,
  PaymentGatewayClient,
  RefundRequest,
} from './gateway-client';
import { createMomoClient } from './momo-client';

let momo: Awaited<ReturnType<typeof startFakeMomo>>;
let ours: Awaited<ReturnType<typeof startNotificationReceiver>>;
let credentials: GatewayCredentials;
let client: PaymentGatewayClient;
let sequence = 0;

beforeEach(async () => {
  // MoMo wants 204 No Content from the IPN URL.
  ours = await startNotificationReceiver(() => ({ status: 204 }));
  momo = await startFakeMomo();
  credentials = {
    provider: 'momo',
    mode: 'sandbox',
    merchantId: momo.partnerCode,
    apiKey: momo.accessKey,
    secret: momo.secretKey,
    apiUrl: momo.url,
    timeoutMs: 2_000,
  };
  client = createMomoClient(credentials);
});
afterEach(async () => {
  await momo.close();
  await ours.close();
});

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  sequence += 1;
  return {
    orderId: `PAY-${Date.now()}-${sequence}`,
    amount: 250_000,
    currency: 'VND',
    description: 'Đặt sân pickleball Quận 7',
    returnUrl: 'https://club.example/payments/return',
    cancelUrl: 'https://club.example/payments/cancel',
    notifyUrl: `${ours.url}/api/v1/payments/webhooks/momo`,
    locale: 'vi',
    ipAddress: '203.0.113.9',
    createdAt: new Date(),
    autoCapture: true,
    ...overrides,
  };
}

async function paidOrder(notify = true) {
  const request = checkout();
  const outcome = await client.createCheckout(request);
  if (outcome.kind !== 'redirect') throw new Error(JSON.stringify(outcome));
  await momo.complete(request.orderId, 'paid', { notify });
  return { request, transId: String(momo.getOrder(request.orderId)?.transId) };
}

function refundOf(orderId: string, transId: string, overrides: Partial<RefundRequest> = {}): RefundRequest {
  sequence += 1;
  return {
    orderId,
    refundId: `RF-${Date.now()}-${sequence}`,
    amount: 250_000,
    paidAmount: 250_000,
    currency: 'VND',
    gatewayReference: transId,
    keep: {},
    reason: 'Khách hủy đặt sân',
    actorName: 'Trần Thị Bình',
    ipAddress: '127.0.0.1',
    locale: 'vi',
    ...overrides,
  };
}

const ipnOf = (rawBody: Buffer) => ({ method: 'POST' as const, query: {}, headers: {}, rawBody });

describe('MoMo client against the fake gateway', () => {
  it('creates a captureWallet payment MoMo accepts and sends the payer to its payUrl', async () => {
    const request = checkout();
    const outcome = await client.createCheckout(request);
    expect(outcome).toMatchObject({
      kind: 'redirect',
      gatewayReference: null,
      keep: { requestId: request.orderId },
    });
    if (outcome.kind !== 'redirect') return;
    expect(outcome.redirectUrl).toMatch(new RegExp(`^${momo.url}/v2/gateway/pay\\?t=`));
    expect(JSON.parse(momo.requests[0]?.body ?? '{}')).toMatchObject({
      partnerCode: momo.partnerCode,
      requestId: request.orderId,
      amount: 250_000,
      orderId: request.orderId,
      orderInfo: 'Đặt sân pickleball Quận 7',
      redirectUrl: request.returnUrl,
      ipnUrl: request.notifyUrl,
      requestType: 'captureWallet',
      extraData: '',
      lang: 'vi',
    });
    const page = await fetch(outcome.redirectUrl);
    const html = await page.text();
    expect(html).toContain('250.000 VND');
    expect(html).toContain('Đặt sân pickleball Quận 7');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>[\s\S]*<button[^>]*>Cancel<\/button>/);
  });

  it('signs the create request exactly with the documented recipe', async () => {
    const request = checkout();
    await client.createCheckout(request);
    const sent = JSON.parse(momo.requests[0]?.body ?? '{}') as Record<string, string | number>;
    const raw =
      `accessKey=${momo.accessKey}&amount=250000&extraData=&ipnUrl=${request.notifyUrl}&orderId=${request.orderId}` +
      `&orderInfo=${request.description}&partnerCode=${momo.partnerCode}&redirectUrl=${request.returnUrl}` +
      `&requestId=${request.orderId}&requestType=captureWallet`;
    expect(sent.signature).toBe(createHmac('sha256', momo.secretKey).update(raw).digest('hex'));
  });

  it('gets the same answer when the create is retried (MoMo replays a final answer for the same requestId)', async () => {
    const request = checkout();
    const first = await client.createCheckout(request);
    const again = await client.createCheckout(request);
    expect(again.kind).toBe('redirect');
    if (first.kind !== 'redirect' || again.kind !== 'redirect') return;
    expect(again.redirectUrl).toBe(first.redirectUrl);
    expect(momo.orders.size).toBe(1);
  });

  it('is refused with MoMo’s own message: a wrong secret (20), an amount out of range (22), another partner (13)', async () => {
    const wrongSecret = await createMomoClient({ ...credentials, secret: 'nope' }).createCheckout(checkout());
    expect(wrongSecret).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/^MoMo answered 20: .*signature/),
    });
    const tiny = await client.createCheckout(checkout({ amount: 500 }));
    expect(tiny).toMatchObject({ kind: 'refused', reason: expect.stringContaining('22') });
    const stranger = await createMomoClient({ ...credentials, merchantId: 'OTHER' }).createCheckout(
      checkout(),
    );
    expect(stranger).toMatchObject({ kind: 'refused', reason: expect.stringContaining('13') });
    expect(momo.orders.size).toBe(0);
  });

  it('on Pay POSTs a signed IPN (answered 204) that verifies as paid, then returns the browser with the same fields', async () => {
    const request = checkout();
    const outcome = await client.createCheckout(request);
    if (outcome.kind !== 'redirect') return;
    const token = new URL(outcome.redirectUrl).searchParams.get('t');
    const back = await fetch(`${momo.url}/v2/gateway/pay/decide?t=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(momo.notifications[0]?.answer.status).toBe(204);
    const call = ours.calls[0];
    if (!call) throw new Error('no IPN');
    expect(call.headers['content-type']).toBe('application/json');
    const verdict = client.verifyNotification(ipnOf(call.rawBody));
    expect(verdict).toMatchObject({
      kind: 'verified',
      report: {
        orderId: request.orderId,
        state: 'paid',
        amount: 250_000,
        gatewayReference: String(momo.getOrder(request.orderId)?.transId),
        gatewayStatus: '0',
      },
    });
    expect(JSON.stringify(verdict)).toContain('"signature":"•••"');
    const returned = new URL(back.headers.get('location') ?? '');
    const onReturn = client.verifyNotification({
      method: 'GET',
      query: Object.fromEntries(returned.searchParams),
      headers: {},
      rawBody: null,
    });
    expect(onReturn).toMatchObject({ kind: 'verified', report: { state: 'paid' } });
  });

  it('reads a declined payment (1006) as cancelled and a failed one as failed; refuses tampered or unreadable calls', async () => {
    const first = checkout();
    await client.createCheckout(first);
    await momo.complete(first.orderId, 'cancelled');
    const cancelled = client.verifyNotification(ipnOf(ours.calls[0]?.rawBody ?? Buffer.alloc(0)));
    expect(cancelled).toMatchObject({
      kind: 'verified',
      report: { state: 'cancelled', gatewayStatus: '1006' },
    });
    const second = checkout();
    await client.createCheckout(second);
    const failed = momo.notificationFor(second.orderId, 'failed');
    expect(client.verifyNotification(ipnOf(Buffer.from(failed.body)))).toMatchObject({
      report: { state: 'failed' },
    });
    const tampered = { ...momo.notificationFor(second.orderId, 'paid').json, amount: 1_000 };
    expect(client.verifyNotification(ipnOf(Buffer.from(JSON.stringify(tampered)))).kind).toBe(
      'bad_signature',
    );
    expect(client.verifyNotification(ipnOf(Buffer.from('not json'))).kind).toBe('malformed');
  });

  it('queries an order: pending (1000) before paying, paid after settling without telling us, 42 as not found', async () => {
    const request = checkout();
    await client.createCheckout(request);
    const input = { orderId: request.orderId, gatewayReference: null, keep: {}, ipAddress: '127.0.0.1' };
    expect(await client.queryPayment(input)).toMatchObject({
      kind: 'report',
      report: { state: 'pending', gatewayStatus: '1000' },
    });
    await momo.complete(request.orderId, 'paid', { notify: false });
    expect(ours.calls).toHaveLength(0);
    expect(await client.queryPayment(input)).toMatchObject({
      kind: 'report',
      report: {
        state: 'paid',
        amount: 250_000,
        gatewayReference: String(momo.getOrder(request.orderId)?.transId),
      },
    });
    expect((await client.queryPayment({ ...input, orderId: 'UNKNOWN1' })).kind).toBe('not_found');
  });

  it('refunds in part and in full, refuses over what is left (1081), and under 1,000 VND without calling', async () => {
    const { request, transId } = await paidOrder();
    const partial = refundOf(request.orderId, transId, { amount: 100_000 });
    expect(await client.refund(partial)).toMatchObject({
      kind: 'refunded',
      gatewayReference: expect.stringMatching(/^\d+$/),
    });
    const over = await client.refund(refundOf(request.orderId, transId, { amount: 200_000 }));
    expect(over).toMatchObject({ kind: 'refused', reason: expect.stringContaining('1081') });
    expect((await client.refund(refundOf(request.orderId, transId, { amount: 150_000 }))).kind).toBe(
      'refunded',
    );
    expect(momo.getOrder(request.orderId)?.refundedAmount).toBe(250_000);
    const calls = momo.requests.length;
    expect(await client.refund(refundOf(request.orderId, transId, { amount: 999 }))).toMatchObject({
      kind: 'refused',
    });
    expect(momo.requests).toHaveLength(calls);
  });

  it('repeats a refund safely: the same refund id gets MoMo’s first answer, its orderId with a new requestId 41', async () => {
    const { request, transId } = await paidOrder();
    const refund = refundOf(request.orderId, transId, { amount: 50_000 });
    const first = await client.refund(refund);
    const again = await client.refund(refund);
    expect(again).toMatchObject({ kind: 'refunded' });
    if (first.kind !== 'refunded' || again.kind !== 'refunded') return;
    expect(again.gatewayReference).toBe(first.gatewayReference);
    expect(momo.getOrder(request.orderId)?.refunds).toHaveLength(1);
    // Another request (new requestId) reusing the refund's orderId is MoMo's duplicate: 41.
    const sent = JSON.parse(momo.requests.at(-1)?.body ?? '{}') as Record<string, string | number>;
    const body: Record<string, string | number> = { ...sent, requestId: 'another-request' };
    const raw =
      `accessKey=${momo.accessKey}&amount=${body.amount}&description=${body.description}&orderId=${body.orderId}` +
      `&partnerCode=${body.partnerCode}&requestId=${body.requestId}&transId=${body.transId}`;
    body.signature = createHmac('sha256', momo.secretKey).update(raw).digest('hex');
    const duplicate = await fetch(`${momo.url}/v2/gateway/api/refund`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(await duplicate.json()).toMatchObject({ resultCode: 41 });
  });

  it('treats no answer and a server error as unavailable on create and uncertain on refund', async () => {
    const { request, transId } = await paidOrder();
    const impatient = createMomoClient({ ...credentials, timeoutMs: 200 });
    momo.failNext('create', 'hang');
    expect(await impatient.createCheckout(checkout())).toMatchObject({
      kind: 'unavailable',
      reason: 'MoMo: no answer within 200 ms',
    });
    momo.failNext('refund', 'hang');
    expect((await impatient.refund(refundOf(request.orderId, transId))).kind).toBe('uncertain');
    momo.failNext('refund', { http: 503 });
    expect((await client.refund(refundOf(request.orderId, transId))).kind).toBe('uncertain');
    momo.failNext('query', { code: '99' });
    expect(
      (
        await client.queryPayment({
          orderId: request.orderId,
          gatewayReference: null,
          keep: {},
          ipAddress: '',
        })
      ).kind,
    ).toBe('unavailable');
    expect(momo.getOrder(request.orderId)?.refunds).toHaveLength(0);
  });

  it('masks the signature and the access key in what it records', async () => {
    const { request, transId } = await paidOrder();
    const outcome = await client.refund(refundOf(request.orderId, transId));
    const recorded = JSON.stringify([outcome.request, outcome.response]);
    expect(recorded).toContain('"signature":"•••"');
    expect(recorded).not.toContain(momo.accessKey);
    expect(recorded).not.toContain(momo.secretKey);
  });

  it('has no capture, and nothing to call to cancel', async () => {
    expect(await client.capture({ gatewayReference: '1', amount: 1 })).toMatchObject({ kind: 'refused' });
    expect(await client.cancel({ gatewayReference: null })).toEqual({
      kind: 'done',
      gatewayReference: null,
      request: null,
      response: null,
    });
    expect(momo.requests).toHaveLength(0);
  });

  it('tests the keys with a query of an unknown order: 42 means they work, 20 and 13 name the problem', async () => {
    expect(await client.test()).toEqual({ ok: true, message: expect.stringContaining('42') });
    const wrongSecret = await createMomoClient({ ...credentials, secret: 'nope' }).test();
    expect(wrongSecret).toEqual({ ok: false, message: expect.stringContaining('secret key') });
    const wrongPartner = await createMomoClient({ ...credentials, merchantId: 'OTHER' }).test();
    expect(wrongPartner).toEqual({ ok: false, message: expect.stringContaining('13') });
  });
});
