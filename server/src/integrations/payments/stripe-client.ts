import type {
  ActionOutcome,
  CheckoutOutcome,
  GatewayCredentials,
  PaymentGatewayClient,
  QueryOutcome,
  RefundOutcome,
} from './gateway-client';
import { baseUrl, DEFAULT_TIMEOUT_MS, isRecord, text, withoutCall } from './http';
import { createStripeCaller, type FormValue, isRefusal, reasonOf } from './stripe-api';
import {
  idOf,
  reportOfIntent,
  reportOfSession,
  stateOfIntent,
  stateOfSession,
  verifyStripeEvent,
} from './stripe-webhook';

/**
 * Stripe's REST API (docs.stripe.com/api), form-encoded with `Authorization: Bearer sk_…` and a
 * pinned Stripe-Version so answers keep their shape when the account's default version moves. A
 * Checkout Session is the payment page; its payment intent holds the money (kept uncaptured when
 * we ask for manual capture). Amounts are Stripe's own minor units, which are ours (VND has none,
 * USD cents). Every call that changes something carries an Idempotency-Key, so a retry after a lost
 * answer gets Stripe's first answer instead of doing it twice.
 */

/** Stripe takes 30 minutes to 24 hours; a minute more absorbs the time our request takes to arrive. */
const MIN_LIFETIME_S = 31 * 60;

/**
 * expires_at the same on every try for an order created moments ago (a retried create must send the
 * same parameters, or Stripe answers idempotency_error), and at least 31 minutes ahead otherwise.
 */
function expiresAt(createdAt: Date): number {
  const floor = Math.ceil(Date.now() / 1000) + MIN_LIFETIME_S;
  const planned = Math.floor(createdAt.getTime() / 1000) + MIN_LIFETIME_S + 4 * 60;
  return Math.max(planned, floor);
}

export { STRIPE_API_VERSION } from './stripe-api';

export function createStripeClient(credentials: GatewayCredentials): PaymentGatewayClient {
  const base = baseUrl(credentials.apiUrl);
  const apiKey = credentials.apiKey ?? '';
  const webhookSecret = credentials.secret ?? '';
  const missingKey = apiKey ? null : 'Stripe needs the secret API key (sk_…)';
  const call = createStripeCaller({ base, apiKey, timeoutMs: credentials.timeoutMs ?? DEFAULT_TIMEOUT_MS });

  return {
    provider: 'stripe',

    async createCheckout(request): Promise<CheckoutOutcome> {
      if (missingKey) return withoutCall('refused', missingKey);
      const manual = !request.autoCapture;
      const params: Record<string, FormValue> = {
        mode: 'payment',
        client_reference_id: request.orderId,
        line_items: [
          {
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: request.description.slice(0, 250) || request.orderId },
            },
            quantity: 1,
          },
        ],
        // capture_method on the session tells the webhook a completed-but-unpaid session is authorised.
        metadata: { order_id: request.orderId, capture_method: manual ? 'manual' : 'automatic' },
        payment_intent_data: {
          ...(manual ? { capture_method: 'manual' } : {}),
          metadata: { order_id: request.orderId },
        },
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        locale: request.locale,
        expires_at: expiresAt(request.createdAt),
        customer_email: request.email ?? undefined,
      };
      const answer = await call('POST', '/v1/checkout/sessions', params, `checkout-${request.orderId}`);
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason, ...answer.exchange };
      const sessionId = text(answer.body.id);
      const url = text(answer.body.url);
      if (answer.status === 200 && sessionId && url)
        return {
          kind: 'redirect',
          redirectUrl: url,
          gatewayReference: sessionId,
          keep: { session_id: sessionId },
          ...answer.exchange,
        };
      return {
        kind: isRefusal(answer) ? 'refused' : 'unavailable',
        reason: reasonOf(answer),
        ...answer.exchange,
      };
    },

    verifyNotification(incoming, now = new Date()) {
      return verifyStripeEvent(incoming.rawBody, incoming.headers, webhookSecret, now);
    },

    async queryPayment(input): Promise<QueryOutcome> {
      if (missingKey) return withoutCall('unavailable', missingKey);
      const reference = input.gatewayReference ?? '';
      const sessionId = input.keep.session_id || (reference.startsWith('cs_') ? reference : '');
      const intentId = !sessionId && reference.startsWith('pi_') ? reference : '';
      if (!sessionId && !intentId)
        return withoutCall('unavailable', 'no Stripe Checkout Session id to query');
      const answer = sessionId
        ? await call('GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, {
            expand: ['payment_intent'],
          })
        : await call('GET', `/v1/payment_intents/${encodeURIComponent(intentId)}`);
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason, ...answer.exchange };
      if (answer.status === 404) return { kind: 'not_found', ...answer.exchange };
      if (answer.status !== 200) return { kind: 'unavailable', reason: reasonOf(answer), ...answer.exchange };
      const object = answer.body;
      if (!sessionId) {
        const report = reportOfIntent(object, stateOfIntent(object), text(object.status));
        return {
          kind: 'report',
          ...answer.exchange,
          report: { ...report, orderId: report.orderId || input.orderId },
        };
      }
      const intent = isRecord(object.payment_intent) ? object.payment_intent : null;
      const status = [text(object.status), text(object.payment_status), intent ? text(intent.status) : '']
        .filter(Boolean)
        .join('/');
      const report = reportOfSession(object, stateOfSession(object), status);
      return {
        kind: 'report',
        ...answer.exchange,
        report: { ...report, orderId: report.orderId || input.orderId },
      };
    },

    async refund(request): Promise<RefundOutcome> {
      if (missingKey) return withoutCall('refused', missingKey);
      if (!request.gatewayReference.startsWith('pi_'))
        return withoutCall('refused', 'Stripe refunds need the payment intent id (pi_…)');
      const params = {
        payment_intent: request.gatewayReference,
        amount: request.amount,
        metadata: {
          order_id: request.orderId,
          refund_id: request.refundId,
          reason: request.reason.slice(0, 500),
        },
      };
      const answer = await call('POST', '/v1/refunds', params, request.refundId);
      if (answer.kind === 'failed') return { kind: 'uncertain', reason: answer.reason, ...answer.exchange };
      if (answer.status === 200) {
        const status = text(answer.body.status);
        if (status === 'failed' || status === 'canceled')
          return {
            kind: 'refused',
            reason: `Stripe refund ${status}: ${text(answer.body.failure_reason)}`,
            ...answer.exchange,
          };
        return { kind: 'refunded', gatewayReference: text(answer.body.id) || null, ...answer.exchange };
      }
      // idempotency_error: this refund id was used with other parameters; whether that one went through is not known here.
      const unsure = !isRefusal(answer) || answer.errorType === 'idempotency_error';
      return { kind: unsure ? 'uncertain' : 'refused', reason: reasonOf(answer), ...answer.exchange };
    },

    async capture(input): Promise<ActionOutcome> {
      if (missingKey) return withoutCall('refused', missingKey);
      if (!input.gatewayReference.startsWith('pi_'))
        return withoutCall('refused', 'Stripe captures need the payment intent id (pi_…)');
      const path = `/v1/payment_intents/${encodeURIComponent(input.gatewayReference)}/capture`;
      const key = `capture-${input.gatewayReference}-${input.amount}`;
      const answer = await call('POST', path, { amount_to_capture: input.amount }, key);
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason, ...answer.exchange };
      if (answer.status === 200)
        return { kind: 'done', gatewayReference: text(answer.body.id) || null, ...answer.exchange };
      return {
        kind: isRefusal(answer) ? 'refused' : 'unavailable',
        reason: reasonOf(answer),
        ...answer.exchange,
      };
    },

    async cancel(input): Promise<ActionOutcome> {
      if (!input.gatewayReference)
        return { kind: 'done', gatewayReference: null, request: null, response: null };
      if (missingKey) return withoutCall('refused', missingKey);
      if (!input.gatewayReference.startsWith('cs_'))
        return withoutCall('refused', 'Stripe cancels a payment page by its Checkout Session id (cs_…)');
      const path = `/v1/checkout/sessions/${encodeURIComponent(input.gatewayReference)}/expire`;
      const answer = await call('POST', path, {}, `expire-${input.gatewayReference}`);
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason, ...answer.exchange };
      if (answer.status === 200)
        return {
          kind: 'done',
          gatewayReference: idOf(answer.body.id) ?? input.gatewayReference,
          ...answer.exchange,
        };
      return {
        kind: isRefusal(answer) ? 'refused' : 'unavailable',
        reason: reasonOf(answer),
        ...answer.exchange,
      };
    },

    async test() {
      if (missingKey) return { ok: false, message: missingKey };
      const answer = await call('GET', '/v1/balance');
      if (answer.kind === 'failed') return { ok: false, message: answer.reason };
      if (answer.status === 401) return { ok: false, message: 'Stripe: invalid API key (401)' };
      if (answer.status !== 200) return { ok: false, message: reasonOf(answer) };
      const live = answer.body.livemode === true;
      if (live !== (credentials.mode === 'live'))
        return {
          ok: false,
          message: `Stripe accepted the key, but it is a ${live ? 'live' : 'test'} key for ${credentials.mode} mode`,
        };
      return {
        ok: true,
        message: `Stripe accepted the API key (${live ? 'live' : 'test'} mode balance read)`,
      };
    },
  };
}
