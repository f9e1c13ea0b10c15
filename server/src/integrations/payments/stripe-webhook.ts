import { createHmac } from 'node:crypto';
import type { GatewayPaymentState, NotificationVerdict, PaymentReport } from './gateway-client';
import { equalHex, isRecord, parseJson, text } from './http';

/**
 * Stripe webhooks (docs.stripe.com/webhooks#verify-manually; stripe-node's Webhooks.js): the
 * Stripe-Signature header carries `t=<unix seconds>` and one or more `v1=<hex>` (several while a
 * secret is being rolled); v1 is HMAC-SHA256 of `${t}.${raw body}` with the endpoint's whsec_
 * secret. The signature is checked before the time, as stripe-node does, and a timestamp more than
 * 300 seconds away from now (either way) is stale: a replayed old event is refused even if signed.
 */

export const STRIPE_TOLERANCE_SECONDS = 300;

export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

function header(headers: Record<string, string | undefined>, name: string): string {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value ?? '';
  return '';
}

/** A Checkout Session or PaymentIntent id, whether Stripe sent the id or the expanded object. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  return isRecord(value) && typeof value.id === 'string' ? value.id : null;
}

/** Our order id on a session (client_reference_id) or a payment intent (metadata.order_id). */
export function orderIdOf(object: Record<string, unknown>): string {
  const metadata = isRecord(object.metadata) ? object.metadata : {};
  return text(object.client_reference_id) || text(metadata.order_id);
}

/** A Checkout Session in our words (from an event, or retrieved with its payment intent expanded). */
export function stateOfSession(session: Record<string, unknown>): GatewayPaymentState {
  const intent = isRecord(session.payment_intent) ? session.payment_intent : null;
  const metadata = isRecord(session.metadata) ? session.metadata : {};
  if (session.status === 'expired') return 'cancelled';
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  if (intent?.status === 'requires_capture') return 'authorised';
  if (intent?.status === 'canceled') return 'cancelled';
  // A completed session whose money is not in yet: held for a capture (we asked for manual), or an
  // asynchronous method still on its way (async_payment_succeeded/failed follows).
  if (session.status === 'complete') return metadata.capture_method === 'manual' ? 'authorised' : 'pending';
  return 'pending';
}

export function stateOfIntent(intent: Record<string, unknown>): GatewayPaymentState {
  switch (intent.status) {
    case 'succeeded':
      return 'paid';
    case 'requires_capture':
      return 'authorised';
    case 'canceled':
      return 'cancelled';
    default:
      // processing, requires_payment_method/confirmation/action: the payer may still finish.
      return 'pending';
  }
}

/** Stripe writes currencies in lower case (`vnd`, `usd`). */
function currencyOf(value: unknown): string | null {
  return typeof value === 'string' && value ? value.toUpperCase() : null;
}

export function reportOfSession(
  session: Record<string, unknown>,
  state: GatewayPaymentState,
  status: string,
): PaymentReport {
  const sessionId = text(session.id);
  const amount = session.amount_total;
  return {
    orderId: orderIdOf(session),
    state,
    amount: typeof amount === 'number' ? amount : null,
    currency: currencyOf(session.currency),
    gatewayReference: idOf(session.payment_intent) ?? (sessionId || null),
    gatewayStatus: status,
    keep: sessionId ? { session_id: sessionId } : {},
  };
}

export function reportOfIntent(
  intent: Record<string, unknown>,
  state: GatewayPaymentState,
  status: string,
): PaymentReport {
  return {
    orderId: orderIdOf(intent),
    state,
    amount: typeof intent.amount === 'number' ? intent.amount : null,
    currency: currencyOf(intent.currency),
    gatewayReference: text(intent.id) || null,
    gatewayStatus: status,
    keep: {},
  };
}

const SESSION_EVENTS: Record<string, GatewayPaymentState | null> = {
  'checkout.session.completed': null,
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'cancelled',
};

export function verifyStripeEvent(
  rawBody: Buffer | null,
  headers: Record<string, string | undefined>,
  secret: string,
  now: Date,
): NotificationVerdict {
  const raw = rawBody?.toString('utf8') ?? '';
  const payload = parseJson(raw);
  if (!rawBody) return { kind: 'malformed', reason: 'Stripe webhook without its raw body', payload: null };
  if (!secret) return { kind: 'malformed', reason: 'no Stripe webhook signing secret configured', payload };
  const parts = header(headers, 'stripe-signature')
    .split(',')
    .map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { kind: 'bad_signature', payload };
  const expected = signStripePayload(raw, secret, timestamp);
  if (!signatures.some((signature) => equalHex(expected, signature)))
    return { kind: 'bad_signature', payload };
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > STRIPE_TOLERANCE_SECONDS)
    return { kind: 'stale', payload };
  if (
    !isRecord(payload) ||
    typeof payload.type !== 'string' ||
    !isRecord(payload.data) ||
    !isRecord(payload.data.object)
  )
    return { kind: 'malformed', reason: 'Stripe webhook body is not an event', payload };
  const type = payload.type;
  const object = payload.data.object;
  if (type in SESSION_EVENTS) {
    if (!orderIdOf(object))
      return { kind: 'ignored', reason: 'Checkout Session without our order reference', payload };
    const state = SESSION_EVENTS[type] ?? stateOfSession(object);
    return { kind: 'verified', payload, report: reportOfSession(object, state, type) };
  }
  if (type === 'payment_intent.payment_failed') {
    if (!orderIdOf(object))
      return { kind: 'ignored', reason: 'PaymentIntent without our order reference', payload };
    // A declined card inside Checkout is not the end: the payer may try another card in the same
    // session. Recorded in the history, final only with the session (completed or expired).
    return { kind: 'verified', payload, report: reportOfIntent(object, 'pending', type) };
  }
  return { kind: 'ignored', reason: `Stripe event ${type} says nothing about a payment's state`, payload };
}
