import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNotificationReceiver } from '../../testing/fake-payment-page';
import { startFakeStripe } from '../../testing/fake-stripe';
import type {
  CheckoutRequest,
  GatewayCredentials,
  PaymentGatewayClient,
  RefundRequest,
} from './gateway-client';
import { createStripeClient, STRIPE_API_VERSION } from './stripe-client';

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let ours: Awaited<ReturnType<typeof startNotificationReceiver>>;
let credentials: GatewayCredentials;
let client: PaymentGatewayClient;
let sequence = 0;

beforeEach(async () => {
  ours = await startNotificationReceiver(() => ({ status: 200, body: { received: true } }));
  stripe = await startFakeStripe({ webhookUrl: `${ours.url}/api/v1/payments/webhooks/stripe` });
  credentials = {
    provider: 'stripe',
    mode: 'sandbox',
    merchantId: null,
    apiKey: stripe.apiKey,
    secret: stripe.webhookSecret,
    apiUrl: stripe.url,
    timeoutMs: 2_000,
  };
  client = createStripeClient(credentials);
});
afterEach(async () => {
  await stripe.close();
  await ours.close();
});

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  sequence += 1;
  return {
    orderId: `PAY-${Date.now()}-${sequence}`,
    amount: 250_000,
    currency: 'VND',
    description: 'Court booking, Saturday 18:00',
    returnUrl: 'https://club.example/payments/return?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://club.example/payments/cancel',
    notifyUrl: 'https://club.example/api/v1/payments/webhooks/stripe',
    locale: 'en',
    ipAddress: '203.0.113.9',
    createdAt: new Date(),
    autoCapture: true,
    email: 'an.nguyen@example.com',
    ...overrides,
  };
}

async function session(overrides: Partial<CheckoutRequest> = {}) {
  const request = checkout(overrides);
  const outcome = await client.createCheckout(request);
  if (outcome.kind !== 'redirect') throw new Error(JSON.stringify(outcome));
  return { request, outcome };
}

async function paidIntent(overrides: Partial<CheckoutRequest> = {}) {
  const { request } = await session(overrides);
  await stripe.complete(request.orderId, 'paid', { notify: false });
  return { request, intentId: stripe.getOrder(request.orderId)?.intentId ?? '' };
}

function refundOf(orderId: string, intentId: string, overrides: Partial<RefundRequest> = {}): RefundRequest {
  sequence += 1;
  return {
    orderId,
    refundId: `RF-${Date.now()}-${sequence}`,
    amount: 250_000,
    paidAmount: 250_000,
    currency: 'VND',
    gatewayReference: intentId,
    keep: {},
    reason: 'Booking cancelled by the club',
    actorName: 'Admin',
    ipAddress: '127.0.0.1',
    locale: 'en',
    ...overrides,
  };
}

const webhook = (body: string, signature: string) => ({
  method: 'POST' as const,
  query: {},
  headers: { 'Stripe-Signature': signature },
  rawBody: Buffer.from(body),
});

describe('Stripe client against the fake API', () => {
  it('creates a Checkout Session Stripe accepts, form-encoded, with the pinned version and an idempotency key', async () => {
    const { request, outcome } = await session({ autoCapture: false });
    expect(outcome).toMatchObject({ kind: 'redirect', gatewayReference: expect.stringMatching(/^cs_test_/) });
    expect(outcome.keep).toEqual({ session_id: outcome.gatewayReference });
    const sent = stripe.requests[0];
    expect(sent?.headers).toMatchObject({
      authorization: `Bearer ${stripe.apiKey}`,
      'stripe-version': STRIPE_API_VERSION,
      'idempotency-key': `checkout-${request.orderId}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    const form = new URLSearchParams(sent?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      client_reference_id: request.orderId,
      'line_items[0][price_data][currency]': 'vnd',
      'line_items[0][price_data][unit_amount]': '250000',
      'line_items[0][price_data][product_data][name]': 'Court booking, Saturday 18:00',
      'line_items[0][quantity]': '1',
      'metadata[order_id]': request.orderId,
      'payment_intent_data[capture_method]': 'manual',
      'payment_intent_data[metadata][order_id]': request.orderId,
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      locale: 'en',
      customer_email: 'an.nguyen@example.com',
    });
    const expiresAt = Number(form.get('expires_at'));
    const nowSeconds = Date.now() / 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(nowSeconds + 30 * 60);
    expect(expiresAt).toBeLessThanOrEqual(nowSeconds + 36 * 60);
    const page = await (await fetch(outcome.kind === 'redirect' ? outcome.redirectUrl : '')).text();
    expect(page).toContain('250.000 VND');
    expect(page).toMatch(/<button[^>]*>Pay<\/button>[\s\S]*<button[^>]*>Cancel<\/button>/);
  });

  it('sends USD in cents, leaves capture automatic unless asked, and a retried create returns the same session', async () => {
    const request = checkout({ currency: 'USD', amount: 1_250 });
    const first = await client.createCheckout(request);
    const again = await client.createCheckout(request);
    expect(again.kind === 'redirect' && first.kind === 'redirect' && again.gatewayReference).toBe(
      first.kind === 'redirect' && first.gatewayReference,
    );
    expect(stripe.sessions.size).toBe(1);
    const form = new URLSearchParams(stripe.requests[0]?.body);
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1250');
    expect(form.has('payment_intent_data[capture_method]')).toBe(false);
  });

  it('is refused as Stripe refuses: a wrong key (401), an amount under the minimum, with Stripe’s message', async () => {
    const wrongKey = await createStripeClient({ ...credentials, apiKey: 'sk_test_wrong' }).createCheckout(
      checkout(),
    );
    expect(wrongKey).toMatchObject({ kind: 'refused', reason: expect.stringContaining('401') });
    const tiny = await client.createCheckout(checkout({ currency: 'USD', amount: 10 }));
    expect(tiny).toMatchObject({ kind: 'refused', reason: expect.stringContaining('at least 0.50 usd') });
    const unknown = await fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.apiKey}` },
      body: 'mode=payment&shipping_rates=1',
    });
    expect(await unknown.json()).toMatchObject({
      error: { message: 'Received unknown parameter: shipping_rates' },
    });
  });

  it('accepts stripe-node’s own requests, so its form decoding is Stripe’s', async () => {
    const port = Number(new URL(stripe.url).port);
    const sdk = new Stripe(stripe.apiKey, { host: '127.0.0.1', port, protocol: 'http' });
    const created = await sdk.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: 'ORD-SDK',
      success_url: 'https://club.example/ok',
      line_items: [
        { price_data: { currency: 'vnd', unit_amount: 90_000, product_data: { name: 'Ball' } }, quantity: 1 },
      ],
      payment_intent_data: { capture_method: 'manual', metadata: { order_id: 'ORD-SDK' } },
    });
    await stripe.complete('ORD-SDK', 'paid', { notify: false });
    const read = await sdk.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect(read.payment_intent).toMatchObject({ status: 'requires_capture', amount: 90_000 });
  });

  it('on Pay posts a signed checkout.session.completed that verifies as paid, and stripe-node verifies the fake’s signature', async () => {
    const { request, outcome } = await session();
    const back = await fetch(outcome.redirectUrl, {
      method: 'POST',
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `https://club.example/payments/return?session=${outcome.gatewayReference}`,
    );
    expect(stripe.notifications[0]?.answer.status).toBe(200);
    const call = ours.calls[0];
    if (!call) throw new Error('no webhook');
    const verdict = client.verifyNotification({
      method: 'POST',
      query: {},
      headers: call.headers,
      rawBody: call.rawBody,
    });
    expect(verdict).toMatchObject({
      kind: 'verified',
      report: {
        orderId: request.orderId,
        state: 'paid',
        amount: 250_000,
        gatewayReference: stripe.getOrder(request.orderId)?.intentId,
        gatewayStatus: 'checkout.session.completed',
        keep: { session_id: outcome.gatewayReference },
      },
    });
    const sdk = new Stripe(stripe.apiKey);
    const event = sdk.webhooks.constructEvent(
      call.rawBody,
      call.headers['stripe-signature'] ?? '',
      stripe.webhookSecret,
    );
    expect(event.type).toBe('checkout.session.completed');
  });

  it('verifies stripe-node’s test headers, any one of several v1 signatures, and refuses tampering', async () => {
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_1', client_reference_id: 'ORD-9', status: 'expired', amount_total: 500 } },
    });
    const sdk = new Stripe(stripe.apiKey);
    const header = sdk.webhooks.generateTestHeaderString({ payload: body, secret: stripe.webhookSecret });
    expect(client.verifyNotification(webhook(body, header))).toMatchObject({
      kind: 'verified',
      report: { orderId: 'ORD-9', state: 'cancelled', gatewayReference: 'cs_1' },
    });
    const rolled = stripe.signEvent(body, { secret: 'whsec_old' });
    const both = `${rolled},v1=${stripe.signEvent(body).split('v1=')[1]}`;
    expect(client.verifyNotification(webhook(body, both)).kind).toBe('verified');
    expect(client.verifyNotification(webhook(body, rolled)).kind).toBe('bad_signature');
    expect(client.verifyNotification(webhook(body.replace('500', '5'), header)).kind).toBe('bad_signature');
    expect(client.verifyNotification({ ...webhook(body, ''), headers: {} }).kind).toBe('bad_signature');
  });

  it('holds Stripe’s 300-second tolerance: 299 s old is fresh, 301 s old or ahead is stale', async () => {
    const body = JSON.stringify({ id: 'evt_2', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const now = new Date('2030-01-01T00:00:00Z');
    const at = (offset: number) => stripe.signEvent(body, { timestamp: now.getTime() / 1000 + offset });
    expect(client.verifyNotification(webhook(body, at(-299)), now).kind).toBe('ignored');
    expect(client.verifyNotification(webhook(body, at(-301)), now).kind).toBe('stale');
    expect(client.verifyNotification(webhook(body, at(301)), now).kind).toBe('stale');
  });

  it('keeps a manual-capture payment authorised until captured, then paid; a second capture is refused', async () => {
    const { request, outcome } = await session({ autoCapture: false });
    await stripe.complete(request.orderId, 'paid');
    const call = ours.calls[0];
    if (!call) throw new Error('no webhook');
    const verdict = client.verifyNotification({
      method: 'POST',
      query: {},
      headers: call.headers,
      rawBody: call.rawBody,
    });
    expect(verdict).toMatchObject({ kind: 'verified', report: { state: 'authorised' } });
    const input = {
      orderId: request.orderId,
      gatewayReference: outcome.gatewayReference,
      keep: outcome.keep,
      ipAddress: '',
    };
    expect(await client.queryPayment(input)).toMatchObject({
      kind: 'report',
      report: { state: 'authorised' },
    });
    const intentId = stripe.getOrder(request.orderId)?.intentId ?? '';
    expect(await client.capture({ gatewayReference: intentId, amount: 250_000 })).toMatchObject({
      kind: 'done',
      gatewayReference: intentId,
    });
    expect(await client.queryPayment(input)).toMatchObject({ kind: 'report', report: { state: 'paid' } });
    expect(await client.capture({ gatewayReference: intentId, amount: 200_000 })).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('payment_intent_unexpected_state'),
    });
  });

  it('cancels an open session by expiring it (Stripe then sends checkout.session.expired), not a paid one; nothing to send without one', async () => {
    const { request, outcome } = await session();
    expect(await client.cancel({ gatewayReference: outcome.gatewayReference })).toMatchObject({
      kind: 'done',
    });
    await stripe.flushNotifications();
    const call = ours.calls[0];
    if (!call) throw new Error('no webhook');
    expect(
      client.verifyNotification({ method: 'POST', query: {}, headers: call.headers, rawBody: call.rawBody }),
    ).toMatchObject({
      report: { orderId: request.orderId, state: 'cancelled' },
    });
    const input = {
      orderId: request.orderId,
      gatewayReference: outcome.gatewayReference,
      keep: outcome.keep,
      ipAddress: '',
    };
    expect(await client.queryPayment(input)).toMatchObject({ report: { state: 'cancelled' } });
    // A repeat carries the same Idempotency-Key: Stripe replays its first answer.
    expect((await client.cancel({ gatewayReference: outcome.gatewayReference })).kind).toBe('done');
    const paid = await session();
    await stripe.complete(paid.request.orderId, 'paid', { notify: false });
    expect(await client.cancel({ gatewayReference: paid.outcome.gatewayReference })).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('can be expired'),
    });
    const before = stripe.requests.length;
    expect(await client.cancel({ gatewayReference: null })).toMatchObject({ kind: 'done', request: null });
    expect(stripe.requests).toHaveLength(before);
  });

  it('queries a session: pending while open, paid once settled without a webhook, not found for an unknown id', async () => {
    const { request, outcome } = await session();
    const input = {
      orderId: request.orderId,
      gatewayReference: outcome.gatewayReference,
      keep: outcome.keep,
      ipAddress: '',
    };
    expect(await client.queryPayment(input)).toMatchObject({
      report: { state: 'pending', gatewayStatus: 'open/unpaid' },
    });
    await stripe.complete(request.orderId, 'paid', { notify: false });
    const settled = await client.queryPayment(input);
    expect(settled).toMatchObject({
      kind: 'report',
      report: {
        state: 'paid',
        amount: 250_000,
        gatewayReference: stripe.getOrder(request.orderId)?.intentId,
      },
    });
    expect(JSON.stringify(settled)).not.toMatch(/_secret_[0-9a-f]/);
    expect((await client.queryPayment({ ...input, keep: { session_id: 'cs_test_missing' } })).kind).toBe(
      'not_found',
    );
  });

  it('reads payment_intent.payment_failed as not final (the payer may try another card) for the order in its metadata', async () => {
    const { request } = await session();
    const failed = stripe.notificationFor(request.orderId, 'failed');
    const verdict = client.verifyNotification(webhook(failed.body, failed.headers['stripe-signature']));
    expect(verdict).toMatchObject({
      kind: 'verified',
      report: { orderId: request.orderId, state: 'pending', gatewayStatus: 'payment_intent.payment_failed' },
    });
  });

  it('refunds in part and the rest, refuses more than is left, and replays the same refund for the same id', async () => {
    const { request, intentId } = await paidIntent();
    const partial = refundOf(request.orderId, intentId, { amount: 100_000 });
    const first = await client.refund(partial);
    expect(first).toMatchObject({ kind: 'refunded', gatewayReference: expect.stringMatching(/^re_/) });
    expect(stripe.requests.at(-1)?.headers['idempotency-key']).toBe(partial.refundId);
    const again = await client.refund(partial);
    expect(again).toEqual({ ...first, response: expect.anything() });
    expect(stripe.getOrder(request.orderId)?.refunds).toHaveLength(1);
    const over = await client.refund(refundOf(request.orderId, intentId, { amount: 200_000 }));
    expect(over).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('greater than unrefunded amount'),
    });
    expect((await client.refund(refundOf(request.orderId, intentId, { amount: 150_000 }))).kind).toBe(
      'refunded',
    );
    const none = await client.refund(refundOf(request.orderId, intentId, { amount: 1_000 }));
    expect(none).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('charge_already_refunded'),
    });
  });

  it('treats no answer and a server error as unavailable, or uncertain for a refund', async () => {
    const { request, intentId } = await paidIntent();
    const impatient = createStripeClient({ ...credentials, timeoutMs: 200 });
    stripe.failNext('create_session', 'hang');
    expect(await impatient.createCheckout(checkout())).toMatchObject({
      kind: 'unavailable',
      reason: 'Stripe: no answer within 200 ms',
    });
    stripe.failNext('refund', 'hang');
    expect((await impatient.refund(refundOf(request.orderId, intentId))).kind).toBe('uncertain');
    stripe.failNext('refund', { http: 500 });
    expect((await client.refund(refundOf(request.orderId, intentId))).kind).toBe('uncertain');
    stripe.failNext('capture', { http: 503 });
    expect((await client.capture({ gatewayReference: intentId, amount: 1 })).kind).toBe('unavailable');
    expect(stripe.getOrder(request.orderId)?.refunds).toHaveLength(0);
  });

  it('masks the API key in every exchange it records', async () => {
    const { request, intentId } = await paidIntent();
    const outcome = await client.refund(refundOf(request.orderId, intentId));
    const recorded = JSON.stringify([outcome.request, outcome.response]);
    expect(recorded).toContain('Bearer •••');
    expect(recorded).not.toContain(stripe.apiKey);
  });

  it('tests the key by reading the balance: 401 is an invalid key, a test key in live mode is said', async () => {
    expect(await client.test()).toEqual({ ok: true, message: expect.stringContaining('test mode') });
    const wrong = await createStripeClient({ ...credentials, apiKey: 'sk_test_nope' }).test();
    expect(wrong).toEqual({ ok: false, message: 'Stripe: invalid API key (401)' });
    const live = await createStripeClient({ ...credentials, mode: 'live' }).test();
    expect(live).toEqual({ ok: false, message: expect.stringContaining('test key for live mode') });
  });
});
