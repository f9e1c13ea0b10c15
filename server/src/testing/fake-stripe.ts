import { createHmac } from 'node:crypto';
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
import {
  capture,
  createSession,
  type FakeStripeSession,
  id,
  intentJson,
  type Json,
  now,
  parseStripeForm,
  refund,
  type StripeApi,
  type StripeOperation,
  sessionJson,
} from './fake-stripe-protocol';

export type { FakeStripeSession, StripeOperation } from './fake-stripe-protocol';

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
  const api = (): StripeApi => ({ sessions, pageUrl: http.url, byIntent, fail, invalid });

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
      outcome === 'failed'
        ? intentJson(after)
        : { ...sessionJson(after, http.url), amount_total: amount ?? s.amount };
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
          return createSession(api(), res, params);
        case 'retrieve_session': {
          if (!session)
            return fail(res, 404, 'invalid_request_error', `No such checkout.session: '${target}'`, {
              code: 'resource_missing',
              param: 'session',
            });
          const expand = Object.values((params.expand ?? {}) as Json).includes('payment_intent');
          return sendJson(res, 200, sessionJson(session, http.url, expand));
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
          return sendJson(res, 200, sessionJson(session, http.url));
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
          return capture(api(), res, target, params);
        case 'refund':
          return refund(api(), res, params, idempotencyKey);
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
