import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type CompleteOptions,
  deliverNotification,
  type FakeFailure,
  formatMoney,
  type NotificationAnswer,
  type PaymentOutcome,
  redirect,
  renderErrorPage,
  renderPaymentPage,
  sendHtml,
  sendJson,
  startFakeHttp,
} from './fake-payment-page';

/**
 * Stripe's API on loopback, for Checkout: sessions (create, retrieve with expand[]=payment_intent,
 * expire), payment intents (retrieve, capture), refunds and the balance, plus the hosted page and
 * signed webhooks. It checks what Stripe checks: the secret key (401), the Stripe-Version format,
 * form-encoded parameters with "Received unknown parameter" for anything it does not know, required
 * parameters, expires_at within 30 minutes to 24 hours, Idempotency-Key (the same request replays
 * the first answer, other parameters are an idempotency_error), capture only from requires_capture,
 * refunds up to what is left (charge_already_refunded once nothing is). Errors have Stripe's shape:
 * `{ error: { type, code?, param?, message } }`. Webhooks are signed `t=…,v1=…` with the whsec secret.
 * The page's Cancel stands for the payer leaving until the session expires: the fake expires it.
 */

type Json = Record<string, unknown>;
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

const id = (prefix: string) =>
  `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(
  options: { apiKey?: string; webhookSecret?: string; webhookUrl?: string | null } = {},
) {
  const apiKey = options.apiKey ?? 'sk_test_fakestripe0000000000000001';
  const webhookSecret = options.webhookSecret ?? 'whsec_fakestripe000000000000000001';
  let webhookUrl = options.webhookUrl ?? null;
  const sessions = new Map<string, FakeStripeSession>();
  const idempotency = new Map<string, { request: string; status: number; body: Json }>();
  const events = new Map<string, string>();
  const deliveries = new Set<Promise<unknown>>();

  const fail = (res: ServerResponse, status: number, type: string, message: string, extra: Json = {}) =>
    sendJson(res, status, { error: { type, message, ...extra } }, { 'request-id': id('req') });
  const invalid = (res: ServerResponse, message: string, extra: Json = {}) =>
    fail(res, 400, 'invalid_request_error', message, extra);
  const byOrder = (orderId: string) => [...sessions.values()].find((session) => session.orderId === orderId);
  const byIntent = (intentId: string) =>
    [...sessions.values()].find((s) => s.intentId === intentId && s.intentStatus !== 'none');

  function intentJson(s: FakeStripeSession): Json {
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
  function sessionJson(s: FakeStripeSession, expand = false): Json {
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
      url: s.status === 'open' ? `${http.url}/c/pay/${s.id}` : null,
    };
  }

  function signEvent(payload: string | Json, opts: { timestamp?: number; secret?: string } = {}): string {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const timestamp = opts.timestamp ?? now();
    const signature = createHmac('sha256', opts.secret ?? webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  /** The event Stripe sends for this outcome, as the session will look after it (identical on every call). */
  function eventFor(s: FakeStripeSession, outcome: PaymentOutcome, amount?: number): string {
    const key = `${s.id}:${outcome}:${amount ?? ''}`;
    const known = events.get(key);
    if (known) return known;
    const manual = s.captureMethod === 'manual';
    const after: FakeStripeSession =
      outcome === 'paid'
        ? {
            ...s,
            status: 'complete',
            paymentStatus: manual ? 'unpaid' : 'paid',
            intentStatus: manual ? 'requires_capture' : 'succeeded',
          }
        : outcome === 'cancelled'
          ? { ...s, status: 'expired' }
          : { ...s, intentStatus: 'requires_payment_method' };
    const object =
      outcome === 'failed' ? intentJson(after) : { ...sessionJson(after), amount_total: amount ?? s.amount };
    const type = {
      paid: 'checkout.session.completed',
      cancelled: 'checkout.session.expired',
      failed: 'payment_intent.payment_failed',
    }[outcome];
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-03-31.basil',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.set(key, JSON.stringify(event));
    return JSON.stringify(event);
  }

  function notificationFor(
    orderId: string,
    outcome: PaymentOutcome,
    opts: CompleteOptions & { timestamp?: number } = {},
  ) {
    const session = byOrder(orderId);
    if (!session) throw new Error(`fake Stripe: no session for order ${orderId}`);
    const body = eventFor(session, outcome, opts.amount);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signEvent(body, opts),
    };
    return { method: 'POST' as const, url: webhookUrl ?? '', headers, body };
  }

  async function send(
    orderId: string,
    outcome: PaymentOutcome,
    amount?: number,
  ): Promise<NotificationAnswer | null> {
    if (!webhookUrl) return null;
    const { method, url, headers, body } = notificationFor(orderId, outcome, { amount });
    const answer = await deliverNotification(url, {
      method,
      headers: { ...headers, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body,
    });
    http.notifications.push({ orderId, outcome, answer });
    return answer;
  }

  function settle(s: FakeStripeSession, outcome: PaymentOutcome) {
    if (outcome === 'cancelled') s.status = 'expired';
    else if (outcome === 'failed') s.intentStatus = 'requires_payment_method';
    else {
      const manual = s.captureMethod === 'manual';
      Object.assign(s, {
        status: 'complete',
        paymentStatus: manual ? 'unpaid' : 'paid',
        intentStatus: manual ? 'requires_capture' : 'succeeded',
        amountReceived: manual ? 0 : s.amount,
      });
    }
  }

  async function complete(orderId: string, outcome: PaymentOutcome, opts: CompleteOptions = {}) {
    const session = byOrder(orderId);
    if (session?.status !== 'open') throw new Error(`fake Stripe: no open session for order ${orderId}`);
    settle(session, outcome);
    return opts.notify === false ? null : send(orderId, outcome, opts.amount);
  }

  function createSession(res: ServerResponse, p: Json) {
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
      return invalid(
        res,
        `The Checkout Session's total amount due must add up to at least 0.50 ${currency}`,
        { param: 'line_items' },
      );
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
    sessions.set(session.id, session);
    return sendJson(res, 200, sessionJson(session));
  }

  function capture(res: ServerResponse, intentId: string, p: Json) {
    const s = byIntent(intentId);
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

  function refund(res: ServerResponse, p: Json, key: string | null) {
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
    const s = byIntent(String(p.payment_intent));
    if (!s)
      return fail(
        res,
        404,
        'invalid_request_error',
        `No such payment_intent: '${String(p.payment_intent)}'`,
        { code: 'resource_missing', param: 'payment_intent' },
      );
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

  function page(res: ServerResponse, req: IncomingMessage, s: FakeStripeSession | undefined, body: string) {
    if (s?.status !== 'open')
      return sendHtml(
        res,
        404,
        renderErrorPage('Stripe', 'expired', 'This Checkout Session is no longer active'),
      );
    if (req.method === 'GET')
      return sendHtml(
        res,
        200,
        renderPaymentPage({
          gateway: 'Stripe',
          amount: formatMoney(s.amount, s.currency),
          description: s.name,
          action: `/c/pay/${s.id}`,
        }),
      );
    const outcome = new URLSearchParams(body).get('outcome') === 'paid' ? 'paid' : 'cancelled';
    return complete(s.orderId, outcome).then(() =>
      redirect(
        res,
        303,
        outcome === 'paid' ? s.successUrl.replace('{CHECKOUT_SESSION_ID}', s.id) : s.cancelUrl,
      ),
    );
  }

  const ROUTES: [string, RegExp, StripeOperation][] = [
    ['POST', /^\/v1\/checkout\/sessions$/, 'create_session'],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, 'retrieve_session'],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, 'expire_session'],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, 'retrieve_intent'],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/capture$/, 'capture'],
    ['POST', /^\/v1\/refunds$/, 'refund'],
    ['GET', /^\/v1\/balance$/, 'balance'],
  ];
  const routeOf = (method: string, path: string) =>
    ROUTES.find(([m, pattern]) => m === method && pattern.test(path));

  const http = await startFakeHttp(
    (method, path) => routeOf(method, path)?.[2] ?? 'pay',
    async (req, res, body, url) => {
      const pay = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
      if (pay) return page(res, req, sessions.get(pay[1] ?? ''), body);
      const route = routeOf(req.method ?? '', url.pathname);
      if (!route)
        return fail(
          res,
          404,
          'invalid_request_error',
          `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        );
      const [, pattern, operation] = route;
      const auth = req.headers.authorization ?? '';
      const key = auth.startsWith('Bearer ')
        ? auth.slice(7)
        : auth.startsWith('Basic ')
          ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0]
          : '';
      if (!key)
        return fail(
          res,
          401,
          'invalid_request_error',
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        );
      if (key !== apiKey)
        return fail(
          res,
          401,
          'invalid_request_error',
          `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
        );
      const version = req.headers['stripe-version'];
      if (typeof version === 'string' && !/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version))
        return invalid(res, `Invalid Stripe API version: ${version}`);
      const failure = http.takeFailure(operation, res);
      if (failure === 'hang') return;
      if (failure && 'http' in failure)
        return sendJson(
          res,
          failure.http,
          failure.body
            ? JSON.parse(failure.body)
            : { error: { type: 'api_error', message: 'An unknown error occurred' } },
        );
      if (failure) return invalid(res, failure.message ?? 'Scripted failure', { code: failure.code });
      const params = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
      const idempotencyKey =
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      if (idempotencyKey && req.method === 'POST') {
        const previous = idempotency.get(idempotencyKey);
        const request = `${url.pathname}?${body}`;
        if (previous && previous.request !== request)
          return fail(
            res,
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        if (previous) return sendJson(res, previous.status, previous.body, { 'idempotent-replayed': 'true' });
        // Only a request that ran is remembered: Stripe saves no result for a refused one.
        const original = res.end.bind(res);
        res.end = ((chunk?: unknown) => {
          if (res.statusCode === 200 && typeof chunk === 'string')
            idempotency.set(idempotencyKey, { request, status: 200, body: JSON.parse(chunk) as Json });
          return original(chunk as string);
        }) as typeof res.end;
      }
      const target = pattern.exec(url.pathname)?.[1] ?? '';
      const session = sessions.get(target);
      switch (operation) {
        case 'create_session':
          return createSession(res, params);
        case 'retrieve_session': {
          if (!session)
            return fail(res, 404, 'invalid_request_error', `No such checkout.session: '${target}'`, {
              code: 'resource_missing',
              param: 'session',
            });
          const expand = Object.values((params.expand ?? {}) as Json).includes('payment_intent');
          return sendJson(res, 200, sessionJson(session, expand));
        }
        case 'expire_session':
          if (!session)
            return fail(res, 404, 'invalid_request_error', `No such checkout.session: '${target}'`, {
              code: 'resource_missing',
              param: 'session',
            });
          if (session.status !== 'open')
            return invalid(res, `Only Checkout Sessions with a status in ["open"] can be expired.`);
          session.status = 'expired';
          // Stripe sends checkout.session.expired on its own time, after answering.
          if (webhookUrl) {
            const delivery = send(session.orderId, 'cancelled').finally(() => deliveries.delete(delivery));
            deliveries.add(delivery);
          }
          return sendJson(res, 200, sessionJson(session));
        case 'retrieve_intent': {
          const s = byIntent(target);
          if (!s)
            return fail(res, 404, 'invalid_request_error', `No such payment_intent: '${target}'`, {
              code: 'resource_missing',
              param: 'intent',
            });
          return sendJson(res, 200, intentJson(s));
        }
        case 'capture':
          return capture(res, target, params);
        case 'refund':
          return refund(res, params, idempotencyKey);
        default:
          return sendJson(res, 200, {
            object: 'balance',
            available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
            livemode: apiKey.startsWith('sk_live_'),
            pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
          });
      }
    },
  );

  return {
    /** The API base (https://api.stripe.com); the hosted pages are under it too. */
    url: http.url,
    apiKey,
    webhookSecret,
    sessions,
    /** The order's Checkout Session and its payment intent, refunds included. */
    getOrder: byOrder,
    /** The order's state in the gateway's words, as a test reads it. */
    stateOf(orderId: string) {
      const s = byOrder(orderId);
      if (!s) return null;
      if (s.status === 'expired') return 'cancelled';
      if (s.intentStatus === 'requires_capture') return 'authorised';
      if (s.intentStatus === 'succeeded') return s.refundedAmount >= s.amountReceived ? 'refunded' : 'paid';
      return s.intentStatus === 'requires_payment_method' ? 'failed' : 'open';
    },
    requests: http.requests,
    notifications: http.notifications,
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    complete,
    notificationFor,
    signEvent,
    /** Waits for webhooks Stripe sends after answering (checkout.session.expired after an expire call). */
    flushNotifications: () => Promise.all([...deliveries]),
    failNext: (operation: StripeOperation, failure: FakeFailure, count = 1) =>
      http.failNext(operation, failure, count),
    get hangingRequests() {
      return http.hangingRequests;
    },
    close: http.close,
  };
}
