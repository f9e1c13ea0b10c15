import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formatMoney, sendJson } from './fake-payment-page';

/**
 * What the fake Stripe (fake-stripe.ts) knows of Stripe's API: its objects as Stripe writes them
 * (Checkout Session, PaymentIntent, Refund), its form encoding and the parameters it accepts, and
 * the three calls that move money (create a session, capture, refund) with Stripe's checks and
 * error messages. The server, the hosted page and the webhooks are in fake-stripe.ts.
 */

export type Json = Record<string, unknown>;
type Shape = { [key: string]: true | '*' | Shape };

export interface FakeStripeRefund {
  id: string;
  amount: number;
  idempotencyKey: string | null;
  metadata: Json;
}

export interface FakeStripeSession {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  name: string;
  successUrl: string;
  cancelUrl: string;
  captureMethod: 'automatic' | 'manual';
  metadata: Json;
  intentMetadata: Json;
  expiresAt: number;
  created: number;
  locale: string | null;
  customerEmail: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  intentId: string;
  intentStatus: 'none' | 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  amountReceived: number;
  refunds: FakeStripeRefund[];
  refundedAmount: number;
}

export type StripeOperation =
  | 'create_session'
  | 'retrieve_session'
  | 'expire_session'
  | 'retrieve_intent'
  | 'capture'
  | 'refund'
  | 'balance'
  | 'pay';

const SESSION_PARAMS: Shape = {
  mode: true,
  client_reference_id: true,
  customer_email: true,
  success_url: true,
  cancel_url: true,
  locale: true,
  expires_at: true,
  metadata: '*',
  line_items: {
    '#': {
      quantity: true,
      price: true,
      price_data: { currency: true, unit_amount: true, product_data: { name: true, description: true } },
    },
  },
  payment_intent_data: { capture_method: true, metadata: '*', description: true },
  payment_method_types: '*',
  expand: '*',
};
const LOCALES =
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  );
const CURRENCIES = ['vnd', 'usd', 'eur', 'sgd', 'aud', 'jpy', 'gbp'];
const ZERO_DECIMAL = ['vnd', 'jpy'];

/** Stripe's form decoding: `a[b][0][c]=v` into nested objects (array indices stay as keys; `[]` appends). */
export function parseStripeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = (key.match(/^[^[]+|\[[^\]]*\]/g) ?? [key]).map((part) =>
      part.startsWith('[') ? part.slice(1, -1) : part,
    );
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[name] = value;
      else {
        node[name] ??= {};
        node = node[name] as Json;
      }
    });
  }
  return root;
}

function unknownParam(params: Json, shape: Shape, prefix = ''): string | null {
  for (const [key, value] of Object.entries(params)) {
    const rule = shape[key] ?? (/^\d+$/.test(key) ? shape['#'] : undefined);
    const name = prefix ? `${prefix}[${key}]` : key;
    if (!rule) return name;
    if (rule === '*' || rule === true) {
      if (rule === true && typeof value === 'object') return name;
      continue;
    }
    if (typeof value !== 'object' || value === null) return name;
    const inner = unknownParam(value as Json, rule, name);
    if (inner) return inner;
  }
  return null;
}

export const id = (prefix: string) =>
  `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const now = () => Math.floor(Date.now() / 1000);

/** What the calls need from the running fake: its sessions and its way of answering errors. */
export interface StripeApi {
  sessions: Map<string, FakeStripeSession>;
  pageUrl: string;
  byIntent: (intentId: string) => FakeStripeSession | undefined;
  fail: (res: ServerResponse, status: number, type: string, message: string, extra?: Json) => void;
  invalid: (res: ServerResponse, message: string, extra?: Json) => void;
}

export function intentJson(s: FakeStripeSession): Json {
  return {
    id: s.intentId,
    object: 'payment_intent',
    amount: s.amount,
    amount_capturable: s.intentStatus === 'requires_capture' ? s.amount : 0,
    amount_received: s.amountReceived,
    capture_method: s.captureMethod,
    client_secret: `${s.intentId}_secret_${randomBytes(8).toString('hex')}`,
    currency: s.currency,
    latest_charge:
      s.intentStatus === 'succeeded' || s.intentStatus === 'requires_capture'
        ? `ch_${s.intentId.slice(3)}`
        : null,
    last_payment_error:
      s.intentStatus === 'requires_payment_method'
        ? { code: 'card_declined', message: 'Your card was declined.' }
        : null,
    metadata: s.intentMetadata,
    status: s.intentStatus === 'none' ? 'requires_payment_method' : s.intentStatus,
  };
}
/** A Checkout Session as Stripe answers it; `pageUrl` is the fake's address (the hosted page). */
export function sessionJson(s: FakeStripeSession, pageUrl: string, expand = false): Json {
  return {
    id: s.id,
    object: 'checkout.session',
    amount_subtotal: s.amount,
    amount_total: s.amount,
    cancel_url: s.cancelUrl,
    client_reference_id: s.orderId || null,
    created: s.created,
    currency: s.currency,
    customer_email: s.customerEmail,
    expires_at: s.expiresAt,
    livemode: false,
    locale: s.locale,
    metadata: s.metadata,
    mode: 'payment',
    // Since API version 2022-08-01 the payment intent exists only once the payer confirms.
    payment_intent: s.intentStatus === 'none' ? null : expand ? intentJson(s) : s.intentId,
    payment_status: s.paymentStatus,
    status: s.status,
    success_url: s.successUrl,
    url: s.status === 'open' ? `${pageUrl}/c/pay/${s.id}` : null,
  };
}

export function createSession(api: StripeApi, res: ServerResponse, p: Json) {
  const { invalid } = api;
  const unknown = unknownParam(p, SESSION_PARAMS);
  if (unknown) return invalid(res, `Received unknown parameter: ${unknown}`, { param: unknown });
  if (!p.mode)
    return invalid(res, 'Missing required param: mode.', { code: 'parameter_missing', param: 'mode' });
  if (p.mode !== 'payment') return invalid(res, 'The fake takes mode=payment only.', { param: 'mode' });
  const items = (p.line_items ?? {}) as Record<string, Json>;
  const item = items['0'];
  if (!item || Object.keys(items).length !== 1)
    return invalid(res, 'Missing required param: line_items.', {
      code: 'parameter_missing',
      param: 'line_items',
    });
  const price = (item.price_data ?? {}) as Json;
  const product = (price.product_data ?? {}) as Json;
  const currency = String(price.currency ?? '').toLowerCase();
  if (!CURRENCIES.includes(currency))
    return invalid(res, `Invalid currency: ${String(price.currency ?? '')}.`, {
      param: 'line_items[0][price_data][currency]',
    });
  if (!/^\d+$/.test(String(price.unit_amount ?? '')))
    return invalid(res, `Invalid integer: ${String(price.unit_amount ?? '')}`, {
      param: 'line_items[0][price_data][unit_amount]',
    });
  if (!product.name)
    return invalid(res, 'Missing required param: line_items[0][price_data][product_data][name].', {
      code: 'parameter_missing',
    });
  if (!/^[1-9]\d*$/.test(String(item.quantity ?? '')))
    return invalid(res, 'Missing required param: line_items[0][quantity].', { code: 'parameter_missing' });
  for (const param of ['success_url', 'cancel_url'])
    if (p[param] !== undefined && !/^https?:\/\/\S+$/.test(String(p[param])))
      return invalid(res, 'Not a valid URL', { code: 'url_invalid', param });
  if (!p.success_url)
    return invalid(res, 'Missing required param: success_url.', {
      code: 'parameter_missing',
      param: 'success_url',
    });
  const expiresAt = p.expires_at === undefined ? now() + 86_400 : Number(p.expires_at);
  if (!Number.isInteger(expiresAt) || expiresAt < now() + 1_800 || expiresAt > now() + 86_400)
    return invalid(
      res,
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      { param: 'expires_at' },
    );
  if (p.locale !== undefined && !LOCALES.includes(String(p.locale)))
    return invalid(res, `Invalid locale: ${String(p.locale)}`, { param: 'locale' });
  const intentData = (p.payment_intent_data ?? {}) as Json;
  const capture = intentData.capture_method ?? 'automatic';
  if (!['automatic', 'automatic_async', 'manual'].includes(String(capture)))
    return invalid(res, 'Invalid capture_method', { param: 'payment_intent_data[capture_method]' });
  for (const metadata of [p.metadata, intentData.metadata] as (Json | undefined)[])
    for (const [key, value] of Object.entries(metadata ?? {}))
      if (key.length > 40 || String(value).length > 500)
        return invalid(res, 'Metadata keys are at most 40 characters, values at most 500.', {
          param: 'metadata',
        });
  if (String(p.client_reference_id ?? '').length > 200)
    return invalid(res, 'client_reference_id is at most 200 characters.', { param: 'client_reference_id' });
  const amount = Number(price.unit_amount) * Number(item.quantity);
  if (!ZERO_DECIMAL.includes(currency) && amount < 50)
    return invalid(res, `The Checkout Session's total amount due must add up to at least 0.50 ${currency}`, {
      param: 'line_items',
    });
  const session: FakeStripeSession = {
    id: id('cs'),
    orderId: String(p.client_reference_id ?? ''),
    amount,
    currency,
    name: String(product.name),
    successUrl: String(p.success_url),
    cancelUrl: String(p.cancel_url ?? ''),
    captureMethod: capture === 'manual' ? 'manual' : 'automatic',
    metadata: (p.metadata ?? {}) as Json,
    intentMetadata: (intentData.metadata ?? {}) as Json,
    expiresAt,
    created: now(),
    locale: p.locale === undefined ? null : String(p.locale),
    customerEmail: p.customer_email === undefined ? null : String(p.customer_email),
    status: 'open',
    paymentStatus: 'unpaid',
    intentId: id('pi'),
    intentStatus: 'none',
    amountReceived: 0,
    refunds: [],
    refundedAmount: 0,
  };
  api.sessions.set(session.id, session);
  return sendJson(res, 200, sessionJson(session, api.pageUrl));
}

export function capture(api: StripeApi, res: ServerResponse, intentId: string, p: Json) {
  const { invalid, fail } = api;
  const s = api.byIntent(intentId);
  if (!s)
    return fail(res, 404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
      code: 'resource_missing',
      param: 'intent',
    });
  if (s.intentStatus !== 'requires_capture')
    return invalid(
      res,
      `This PaymentIntent could not be captured because it has a status of ${intentJson(s).status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      { code: 'payment_intent_unexpected_state' },
    );
  const amount = p.amount_to_capture === undefined ? s.amount : Number(p.amount_to_capture);
  if (!Number.isInteger(amount) || amount <= 0 || amount > s.amount)
    return invalid(
      res,
      'The amount_to_capture must be a positive integer no greater than the amount_capturable.',
      { param: 'amount_to_capture' },
    );
  Object.assign(s, { intentStatus: 'succeeded', amountReceived: amount, paymentStatus: 'paid' });
  return sendJson(res, 200, intentJson(s));
}

export function refund(api: StripeApi, res: ServerResponse, p: Json, key: string | null) {
  const { invalid, fail } = api;
  const unknown = unknownParam(p, {
    payment_intent: true,
    charge: true,
    amount: true,
    metadata: '*',
    reason: true,
  });
  if (unknown) return invalid(res, `Received unknown parameter: ${unknown}`, { param: unknown });
  if (!p.payment_intent)
    return invalid(res, 'Missing required param: payment_intent.', {
      code: 'parameter_missing',
      param: 'payment_intent',
    });
  const s = api.byIntent(String(p.payment_intent));
  if (!s)
    return fail(res, 404, 'invalid_request_error', `No such payment_intent: '${String(p.payment_intent)}'`, {
      code: 'resource_missing',
      param: 'payment_intent',
    });
  if (s.intentStatus !== 'succeeded')
    return invalid(res, 'This PaymentIntent does not have a successful charge to refund.', {
      param: 'payment_intent',
    });
  const left = s.amountReceived - s.refundedAmount;
  const amount = p.amount === undefined ? left : Number(p.amount);
  if (!Number.isInteger(amount) || amount <= 0)
    return invalid(res, `Invalid positive integer`, { param: 'amount' });
  if (left === 0)
    return invalid(res, `Charge ch_${s.intentId.slice(3)} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  if (amount > left)
    return invalid(
      res,
      `Refund amount (${formatMoney(amount, s.currency)}) is greater than unrefunded amount on charge (${formatMoney(left, s.currency)})`,
      { param: 'amount' },
    );
  const made = { id: id('re'), amount, idempotencyKey: key, metadata: (p.metadata ?? {}) as Json };
  s.refunds.push(made);
  s.refundedAmount += amount;
  const body = {
    id: made.id,
    object: 'refund',
    amount,
    charge: `ch_${s.intentId.slice(3)}`,
    created: now(),
    currency: s.currency,
    metadata: made.metadata,
    payment_intent: s.intentId,
    reason: p.reason ?? null,
    status: 'succeeded',
  };
  return sendJson(res, 200, body);
}
