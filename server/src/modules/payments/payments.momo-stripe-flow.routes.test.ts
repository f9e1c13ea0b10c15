import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin } from '../../testing/factories';
import { startFakeMomo } from '../../testing/fake-momo';
import { startFakeStripe } from '../../testing/fake-stripe';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { registerPaymentPurpose } from './payments.purposes';

/**
 * MoMo and Stripe end to end against fakes that check our requests as the gateways do: a MoMo
 * wallet payment confirmed by its IPN (answered 204) and refunded in part; Stripe with auto capture
 * off (authorised → processed), its signed webhooks refused outside the 300-second tolerance, and
 * a cancelled checkout. A module's purpose hears of every move in the same transaction.
 */
let app: FastifyInstance;
let momo: Awaited<ReturnType<typeof startFakeMomo>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let admin: Session;
let player: Session & { username: string };
const heard: string[] = [];

registerPaymentPurpose('test_entry_fee', {
  async onChange(_trx, payment, change) {
    heard.push(`${payment.id}:${change.kind === 'status' ? change.status : `refunded ${change.amount}`}`);
  },
});

beforeAll(async () => {
  momo = await startFakeMomo();
  stripe = await startFakeStripe();
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.services.config.publicUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await loginAsAdmin(app);
  player = await createUserAndLogin(app, admin, [], { name: 'Trần Văn Nam' });
});
afterAll(async () => {
  await app.close();
  await momo.close();
  await stripe.close();
});

async function addGateway(payload: Record<string, unknown>) {
  const response = await call(app, admin, { method: 'POST', url: '/api/v1/payments/gateways', payload });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; webhook_url: string };
}

/** A module asks for money (as tournaments will), then the payer checks out. */
async function payThrough(gatewayId: number, amount: number, currency: string) {
  const { createPayment } = await import('./payments.checkout');
  const created = await app.services.db.transaction().execute((trx) =>
    createPayment(trx, {
      amount,
      currency: currency as 'VND',
      purpose: { type: 'test_entry_fee', id: 7 },
      userId: player.userId,
      description: 'Entry fee: Saigon Open doubles',
    }),
  );
  const checkout = await call(app, player, {
    method: 'POST',
    url: `/api/v1/me/payments/${created.id}/checkout`,
    payload: { gateway_id: gatewayId },
  });
  expect(checkout.statusCode).toBe(200);
  return { ...created, redirect: checkout.json().data.redirect_url as string };
}

async function detail(id: number) {
  return (await call(app, admin, { method: 'GET', url: `/api/v1/payments/transactions/${id}` })).json().data;
}

describe('MoMo', () => {
  it('confirms by a signed IPN answered 204, refuses a forged one, refunds in part', async () => {
    const gateway = await addGateway({
      name: 'MoMo ví',
      key: 'momo',
      provider: 'momo',
      merchant_id: momo.partnerCode,
      api_key: momo.accessKey,
      secret: momo.secretKey,
      api_url: momo.url,
      supported_currencies: ['VND'],
    });
    const payment = await payThrough(gateway.id, 250_000, 'VND');
    expect(payment.redirect.startsWith(momo.url)).toBe(true);

    const forged = momo.notificationFor(payment.transaction_id, 'paid');
    const tampered = { ...forged.json, amount: 1_000 };
    const refused = await fetch(forged.url, {
      method: 'POST',
      headers: forged.headers,
      body: JSON.stringify(tampered),
    });
    expect(refused.status).toBe(400);
    expect((await detail(payment.id)).status).toBe('pending');

    const answer = await momo.complete(payment.transaction_id, 'paid');
    expect(answer?.status).toBe(204);
    const replay = await fetch(forged.url, { method: 'POST', headers: forged.headers, body: forged.body });
    expect(replay.status).toBe(204);
    expect(await detail(payment.id)).toMatchObject({ status: 'completed', gateway: { provider: 'momo' } });
    expect(heard).toContain(`${payment.id}:completed`);

    const under = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${payment.id}/refund`,
      payload: { amount: 500, reason: 'Thử hoàn dưới mức tối thiểu', idempotency_key: 'momo-small-1' },
      locale: 'vi',
    });
    expect(under.statusCode).toBe(422);
    expect(under.json().errors.amount[0]).toBe('Cổng thanh toán chỉ hoàn từ 1.000\u00a0₫ trở lên');
    const part = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${payment.id}/refund`,
      payload: { amount: 100_000, reason: 'Rút khỏi nội dung đôi nam', idempotency_key: 'momo-part-1' },
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({ status: 'completed', refunded_amount: 100_000 });
    expect(heard).toContain(`${payment.id}:refunded 100000`);
  });
});

describe('Stripe', () => {
  let gatewayId: number;
  it('takes card payments in dollars with manual capture: authorised, then processed', async () => {
    const settings = await call(app, admin, {
      method: 'PUT',
      url: '/api/v1/payments/settings',
      payload: { default_currency: 'VND', auto_capture: false, retry_attempts: 3 },
    });
    expect(settings.statusCode).toBe(200);
    const gateway = await addGateway({
      name: 'Stripe cards',
      key: 'stripe',
      provider: 'stripe',
      mode: 'sandbox',
      api_key: stripe.apiKey,
      secret: stripe.webhookSecret,
      api_url: stripe.url,
      supported_currencies: ['USD', 'VND'],
    });
    gatewayId = gateway.id;
    stripe.setWebhookUrl(gateway.webhook_url);
    const payment = await payThrough(gateway.id, 4_500, 'USD');
    await stripe.complete(payment.transaction_id, 'paid');
    expect(await detail(payment.id)).toMatchObject({ status: 'processing', amount: 4_500, currency: 'USD' });

    const processed = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${payment.id}/process`,
      payload: {},
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json().data.status).toBe('completed');
    expect(stripe.stateOf(payment.transaction_id)).toBe('paid');

    const refund = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${payment.id}/refund`,
      payload: { reason: 'Event cancelled', idempotency_key: 'stripe-all-1' },
    });
    expect(refund.json().data).toMatchObject({ status: 'refunded', refunded_amount: 4_500 });
    expect(stripe.stateOf(payment.transaction_id)).toBe('refunded');
  });

  it('refuses a webhook signed 301 seconds ago and takes the same one signed 299 seconds ago', async () => {
    const payment = await payThrough(gatewayId, 150_000, 'VND');
    const now = Math.floor(Date.now() / 1000);
    const stale = stripe.notificationFor(payment.transaction_id, 'paid', { timestamp: now - 301 });
    const refused = await fetch(stale.url, { method: 'POST', headers: stale.headers, body: stale.body });
    expect(refused.status).toBe(400);
    expect((await detail(payment.id)).status).toBe('pending');
    const fresh = stripe.notificationFor(payment.transaction_id, 'paid', { timestamp: now - 299 });
    const taken = await fetch(fresh.url, { method: 'POST', headers: fresh.headers, body: fresh.body });
    expect(taken.status).toBe(200);
    const after = await detail(payment.id);
    expect(after.status).toBe('processing');
    expect(after.events.map((event: { verdict: string | null }) => event.verdict)).toEqual(
      expect.arrayContaining([expect.stringContaining('timestamp outside tolerance')]),
    );
  });

  it('cancels an open checkout at the gateway first, and tells the purpose', async () => {
    const payment = await payThrough(gatewayId, 90_000, 'VND');
    const cancelled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${payment.id}/cancel`,
      payload: { reason: 'Wrong amount' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(stripe.stateOf(payment.transaction_id)).toBe('cancelled');
    expect(heard).toContain(`${payment.id}:cancelled`);
    // The session's expiry webhook that follows changes nothing.
    await stripe.flushNotifications();
    expect((await detail(payment.id)).status).toBe('cancelled');
    const again = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/transactions/${payment.id}/cancel`,
      payload: {},
    });
    expect(again.json().code).toBe('payment.invalid_transition');
  });
});
