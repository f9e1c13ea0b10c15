import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin } from '../../testing/factories';
import { startFakeStripe } from '../../testing/fake-stripe';
import { startFakeVnpay, vnpChecksum } from '../../testing/fake-vnpay';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

/**
 * A gateway's call settles only a payment that was started on that gateway, in that gateway's
 * currency and amount (issue 28 §1). Two VNPay merchants (each with its own terminal code and
 * hash secret, as a club's sandbox and live accounts would be) and a Stripe account: any of them
 * correctly signing a call about another's order is refused and changes nothing; calls that
 * change nothing are counted, and only the last few are kept in the payment's history.
 */
let app: FastifyInstance;
let vnpayA: Awaited<ReturnType<typeof startFakeVnpay>>;
let vnpayB: Awaited<ReturnType<typeof startFakeVnpay>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let admin: Session;
let player: Session;
const gateways: Record<'a' | 'b' | 'stripe', { id: number; webhook_url: string }> = {} as never;

beforeAll(async () => {
  vnpayA = await startFakeVnpay();
  vnpayB = await startFakeVnpay({ tmnCode: 'PROBE002', hashSecret: 'ANOTHERVNPAYSECRET0123456789ABCD' });
  stripe = await startFakeStripe();
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.services.config.publicUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await loginAsAdmin(app);
  player = await createUserAndLogin(app, admin, [], { name: 'Lê Minh Khoa' });
  const add = async (payload: Record<string, unknown>) => {
    const response = await call(app, admin, { method: 'POST', url: '/api/v1/payments/gateways', payload });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; webhook_url: string };
  };
  for (const [slot, fake, key] of [
    ['a', vnpayA, 'club-vnpay'],
    ['b', vnpayB, 'probe-vnpay'],
  ] as const) {
    gateways[slot] = await add({
      name: key,
      key,
      provider: 'vnpay',
      mode: 'sandbox',
      merchant_id: fake.tmnCode,
      secret: fake.hashSecret,
      api_url: fake.url,
      supported_currencies: ['VND'],
    });
    fake.setIpnUrl(gateways[slot].webhook_url);
  }
  gateways.stripe = await add({
    name: 'Stripe',
    key: 'stripe-cards',
    provider: 'stripe',
    mode: 'sandbox',
    api_key: stripe.apiKey,
    secret: stripe.webhookSecret,
    api_url: stripe.url,
    supported_currencies: ['USD', 'VND'],
  });
  stripe.setWebhookUrl(gateways.stripe.webhook_url);
});
afterAll(async () => {
  await app.close();
  await Promise.all([vnpayA.close(), vnpayB.close(), stripe.close()]);
});

async function checkout(gatewayId: number, amount: number, currency: 'VND' | 'USD' = 'VND') {
  const requested = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/payments/transactions',
    payload: { user_id: player.userId, amount, currency, description: 'Phí sinh hoạt CLB tối thứ Ba' },
  });
  expect(requested.statusCode).toBe(201);
  const payment = requested.json().data as { id: number; transaction_id: string };
  const started = await call(app, player, {
    method: 'POST',
    url: `/api/v1/me/payments/${payment.id}/checkout`,
    payload: { gateway_id: gatewayId },
  });
  expect(started.statusCode).toBe(200);
  // The payer's browser opens the gateway's page: the fake learns of the order.
  expect((await fetch(started.json().data.redirect_url)).status).toBe(200);
  return payment;
}

async function detail(id: number) {
  const response = await call(app, admin, { method: 'GET', url: `/api/v1/payments/transactions/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** A VNPay IPN for `orderId`, signed with the given merchant's terminal code and secret. */
function vnpayCall(
  merchant: { tmnCode: string; hashSecret: string },
  orderId: string,
  amount: number,
): Record<string, string> {
  const params: Record<string, string> = {
    vnp_Amount: String(amount * 100),
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Thanh toan',
    vnp_PayDate: '20261207120000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: merchant.tmnCode,
    vnp_TransactionNo: '14999001',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: orderId,
  };
  return { ...params, vnp_SecureHash: vnpChecksum(params, merchant.hashSecret) };
}

async function sendVnpay(webhookUrl: string, params: Record<string, string>) {
  const url = new URL(webhookUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await app.inject({ method: 'GET', url: url.pathname + url.search });
  return response.json() as { RspCode: string; Message: string };
}

interface HistoryEvent {
  type: string;
  verdict: string | null;
  payload: Record<string, string>;
}

function eventsOf(payment: { events: HistoryEvent[] }, type: string) {
  return payment.events.filter((event) => event.type === type);
}

describe("a gateway's call settles only its own payment", () => {
  it("refuses a call correctly signed by another VNPay merchant, then takes the payment's own", async () => {
    const payment = await checkout(gateways.a.id, 70_000);
    const foreign = await sendVnpay(
      gateways.b.webhook_url,
      vnpayCall(vnpayB, payment.transaction_id, 70_000),
    );
    expect(foreign).toEqual({ RspCode: '01', Message: 'Order not found' });
    const refused = await detail(payment.id);
    expect(refused).toMatchObject({ status: 'pending', paid_at: null, flag: null, unapplied_calls: 1 });
    expect(eventsOf(refused, 'notification_unapplied')[0]?.verdict).toContain('another gateway');

    const own = await vnpayA.complete(payment.transaction_id, 'paid');
    expect(JSON.parse(own?.body ?? '{}')).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await detail(payment.id)).toMatchObject({
      status: 'completed',
      gateway: { id: gateways.a.id },
      unapplied_calls: 1,
    });
  });

  it('refuses a VNPay call in đồng about a Stripe payment in US cents, whatever the number', async () => {
    const payment = await checkout(gateways.stripe.id, 5_000, 'USD');
    const crossed = await sendVnpay(gateways.a.webhook_url, vnpayCall(vnpayA, payment.transaction_id, 5_000));
    expect(crossed.RspCode).toBe('01');
    expect(await detail(payment.id)).toMatchObject({ status: 'pending', paid_at: null, unapplied_calls: 1 });
  });

  it("refuses Stripe's own call when its currency is not the payment's, and takes the right one", async () => {
    const payment = await checkout(gateways.stripe.id, 5_000, 'USD');
    const signed = stripe.notificationFor(payment.transaction_id, 'paid');
    const event = JSON.parse(signed.body);
    event.data.object.currency = 'vnd';
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', stripe.webhookSecret).update(`${timestamp}.${body}`).digest('hex');
    const url = new URL(gateways.stripe.webhook_url);
    const answer = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    const refused = await detail(payment.id);
    expect(refused).toMatchObject({ status: 'pending', flag: null, unapplied_calls: 1 });
    expect(eventsOf(refused, 'notification_unapplied')[0]?.verdict).toContain('in VND');

    await stripe.complete(payment.transaction_id, 'paid');
    expect(await detail(payment.id)).toMatchObject({ status: 'completed', amount: 5_000, currency: 'USD' });
  });

  it('leaves no flag after a wrong amount when the right amount follows', async () => {
    const payment = await checkout(gateways.a.id, 90_000);
    const wrong = vnpayA.notificationFor(payment.transaction_id, 'paid', { amount: 9_000 });
    expect(await fetch(wrong.url).then((response) => response.json())).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    });
    expect(await detail(payment.id)).toMatchObject({ status: 'pending', flag: null, unapplied_calls: 1 });
    await vnpayA.complete(payment.transaction_id, 'paid');
    expect(await detail(payment.id)).toMatchObject({ status: 'completed', flag: null, amount: 90_000 });
  });

  it('counts 47 refused calls about one payment and keeps only the last five', async () => {
    const payment = await checkout(gateways.a.id, 40_000);
    const forged = vnpayCall(
      { tmnCode: vnpayA.tmnCode, hashSecret: 'NOT-THE-SECRET' },
      payment.transaction_id,
      40_000,
    );
    for (let index = 0; index < 47; index++) {
      const answer = await sendVnpay(gateways.a.webhook_url, { ...forged, vnp_OrderInfo: `probe ${index}` });
      expect(answer.RspCode).toBe('97');
    }
    const after = await detail(payment.id);
    expect(after).toMatchObject({ status: 'pending', unapplied_calls: 47 });
    const kept = eventsOf(after, 'notification_unapplied');
    expect(kept).toHaveLength(5);
    // The newest five: probes 42 to 46.
    expect(kept.map((event) => event.payload.vnp_OrderInfo)).toEqual([
      'probe 42',
      'probe 43',
      'probe 44',
      'probe 45',
      'probe 46',
    ]);
  });

  it('settles by the gateway of the attempt that was paid when the payer switched gateways midway', async () => {
    const payment = await checkout(gateways.a.id, 60_000);
    // The payer comes back and starts again on the other VNPay account (attempt 2)…
    const again = await call(app, player, {
      method: 'POST',
      url: `/api/v1/me/payments/${payment.id}/checkout`,
      payload: { gateway_id: gateways.b.id },
    });
    expect(again.statusCode).toBe(200);
    // …but the first page had been paid: its merchant's IPN still settles, on the first gateway.
    const answer = await vnpayA.complete(payment.transaction_id, 'paid');
    expect(JSON.parse(answer?.body ?? '{}').RspCode).toBe('00');
    const paid = await detail(payment.id);
    expect(paid).toMatchObject({ status: 'completed', gateway: { id: gateways.a.id } });
    // A refund goes to the gateway that took the money, naming the attempt that was paid.
    const refund = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${payment.id}/refund`,
      payload: { amount: null, reason: 'Buổi chơi bị huỷ vì mưa', idempotency_key: 'switched-gateway-1' },
    });
    expect(refund.statusCode).toBe(200);
    expect(vnpayA.getOrder(payment.transaction_id)?.refundedAmount).toBe(60_000);
  });

  it('does not delete a gateway that a payer was only sent to', async () => {
    const created = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/payments/gateways',
      payload: {
        name: 'Tried once',
        key: 'tried-once',
        provider: 'vnpay',
        merchant_id: vnpayA.tmnCode,
        secret: vnpayA.hashSecret,
        api_url: vnpayA.url,
        supported_currencies: ['VND'],
      },
    });
    const gatewayId = created.json().data.id as number;
    const payment = await checkout(gatewayId, 30_000);
    // The payer then pays on another gateway: the payment no longer names this one.
    await call(app, player, {
      method: 'POST',
      url: `/api/v1/me/payments/${payment.id}/checkout`,
      payload: { gateway_id: gateways.a.id },
    });
    const deleted = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/payments/gateways/${gatewayId}`,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('payment.gateway_in_use');
  });
});
