/**
 * The gateways' server-to-server calls (VNPay IPN, MoMo IPN, Stripe webhooks): the only thing that
 * confirms a payment. Each is verified with the keys of the gateway named in the address
 * (signature; Stripe's timestamp within 300 s of now, on the raw body), then taken only for an
 * order that was sent to that very gateway (a checkout attempt of the payment), in that attempt's
 * currency and amount; it is applied exactly once (payments.payment-state.ts), kept in the payment's history
 * with its verdict (calls that change nothing: counted, the last few kept), and answered as its
 * gateway expects:
 * - VNPay: 200 `{RspCode, Message}`: 00 confirmed, 01 order not found (nor sent to this gateway),
 *   02 already confirmed, 04 wrong amount or currency, 97 bad signature, 99 anything else;
 * - MoMo: 204 once taken (whatever the payment's state), 400 for a call that does not verify;
 * - Stripe: 200 once taken (an event we do not act on included), 400 when it does not verify.
 */
import type { PaymentProvider } from '@pickleball/domain';
import type { IncomingNotification, NotificationVerdict } from '../../integrations/payments/gateway-client';
import { runChange } from '../../platform/change';
import type { AppServices } from '../../platform/context';
import { transactionIdOfOrder } from './payments.checkout';
import { findGatewayByKey } from './payments.gateways.repository';
import { clientOf } from './payments.gateways.service';
import { type ApplyOutcome, applyGatewayReport, recordUnappliedCall } from './payments.payment-state';
import { readPaymentSettings } from './payments.settings.service';
import { findCheckoutByOrderId, findPaymentByTransactionId } from './payments.state.repository';

export interface GatewayAnswer {
  status: number;
  body?: unknown;
}

const VNPAY_ANSWERS = {
  '00': 'Confirm Success',
  '01': 'Order not found',
  '02': 'Order already confirmed',
  '04': 'Invalid amount',
  '97': 'Invalid signature',
  '99': 'Unknown error',
} as const;
type VnpayCode = keyof typeof VNPAY_ANSWERS;

const OUTCOME_CODES: Record<ApplyOutcome, VnpayCode> = {
  applied: '00',
  // The gateway still waits: VNPay has nothing more to send us, so it is taken as confirmed.
  no_change: '00',
  already: '02',
  amount_mismatch: '04',
  currency_mismatch: '04',
};

/** How each gateway is answered for each verdict: VNPay by its codes, the others by HTTP status. */
function answer(provider: PaymentProvider, code: VnpayCode): GatewayAnswer {
  if (provider === 'vnpay') return { status: 200, body: { RspCode: code, Message: VNPAY_ANSWERS[code] } };
  // A call that does not verify is refused in the API's error envelope (the gateway only reads the status).
  if (code === '97' || code === '99')
    return { status: 400, body: { code: 'bad_request', message: VNPAY_ANSWERS[code] } };
  return provider === 'momo' ? { status: 204 } : { status: 200, body: { received: true } };
}

/** The verdict as the history shows it: the code and its meaning. */
function describe(code: VnpayCode, detail?: string): string {
  return `${code} ${VNPAY_ANSWERS[code]}${detail ? ` (${detail})` : ''}`;
}

/** An order reference a verdict names even when it did not verify (to file the attempt). */
function claimedOrderId(provider: PaymentProvider, incoming: IncomingNotification): string | null {
  if (provider === 'vnpay') return incoming.query.vnp_TxnRef ?? null;
  if (!incoming.rawBody) return null;
  try {
    const body = JSON.parse(incoming.rawBody.toString('utf8')) as Record<string, unknown>;
    if (provider === 'momo') return typeof body.orderId === 'string' ? body.orderId : null;
    const object = (body.data as { object?: Record<string, unknown> } | undefined)?.object;
    const reference =
      object?.client_reference_id ?? (object?.metadata as Record<string, unknown> | undefined)?.order_id;
    return typeof reference === 'string' ? reference : null;
  } catch {
    return null;
  }
}

/** Counts a refused call on the payment it claims to be about, if there is one. */
async function fileRefusedCall(
  services: AppServices,
  orderId: string | null,
  verdict: string,
  payload: unknown,
): Promise<void> {
  if (!orderId) return;
  const payment = await findPaymentByTransactionId(services.db, transactionIdOfOrder(orderId));
  if (!payment) return;
  await runChange(services, (trx) => recordUnappliedCall(trx, payment.id, { verdict, payload }));
}

export async function receiveGatewayCall(
  services: AppServices,
  key: string,
  incoming: IncomingNotification,
): Promise<GatewayAnswer | null> {
  const gateway = await findGatewayByKey(services.db, key);
  if (!gateway) return null;
  const provider = gateway.provider as PaymentProvider;
  // Only a Stripe gateway without a signing secret of its own falls back to the settings' one.
  const fallbackSecret =
    provider === 'stripe' ? (await readPaymentSettings(services.db, services)).webhookSecret : null;
  const verdict: NotificationVerdict = clientOf(services, gateway, fallbackSecret).verifyNotification(
    incoming,
  );
  switch (verdict.kind) {
    case 'bad_signature':
      await fileRefusedCall(services, claimedOrderId(provider, incoming), describe('97'), verdict.payload);
      return answer(provider, '97');
    case 'stale':
      await fileRefusedCall(
        services,
        claimedOrderId(provider, incoming),
        describe('97', 'timestamp outside tolerance'),
        verdict.payload,
      );
      return answer(provider, '97');
    case 'malformed':
      return answer(provider, '99');
    case 'ignored':
      return answer(provider, '00');
    case 'verified': {
      const checkout = await findCheckoutByOrderId(services.db, verdict.report.orderId);
      // Signed by this gateway, about an order never sent to it: for it, the order does not exist.
      if (!checkout || checkout.gateway_id !== gateway.id) {
        const reason = checkout
          ? `order sent to another gateway; called by ${gateway.name}`
          : 'no such order';
        await fileRefusedCall(services, verdict.report.orderId, describe('01', reason), verdict.payload);
        return answer(provider, '01');
      }
      const outcome = await applyGatewayReport(
        services,
        checkout,
        verdict.report,
        { type: 'notification_received', payload: verdict.payload },
        (result) =>
          describe(
            OUTCOME_CODES[result],
            `${gateway.name}: ${verdict.report.gatewayStatus}${
              result === 'currency_mismatch' ? `, in ${verdict.report.currency ?? 'no currency'}` : ''
            }`,
          ),
      );
      return answer(provider, OUTCOME_CODES[outcome]);
    }
  }
}
