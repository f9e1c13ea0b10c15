/**
 * The payment state machine and its history. Rules owned here:
 * - a gateway's word (IPN, webhook, reconciliation, capture) moves a payment only from an open
 *   status (pending, processing), by one conditional UPDATE: of a replayed or concurrent duplicate
 *   exactly one changes anything; the others read "already confirmed";
 * - a gateway's word is about one checkout attempt (an order reference it was sent) and is taken only
 *   in that attempt's currency and amount; the webhook route also checks that the caller is the
 *   gateway the attempt went to (payments.webhooks.service.ts);
 * - a call that changes nothing (a bad signature, another gateway, a wrong amount or currency, a
 *   replay) is counted on the payment and only the last few are kept in its history: calls come
 *   without any sign-in, and must not grow it without bound. They flag nothing: a payment paid
 *   correctly afterwards carries no trace of a forged call but the count;
 * - a wrong amount or currency found by our own question to the gateway (reconciliation, capture)
 *   flags the payment for staff; the flag goes when the gateway later confirms the right amount;
 * - money taken for a payment already failed or cancelled here is flagged for a refund;
 * - every call to or from the gateway is kept in the history with its verdict, secrets masked;
 * - the module that asked (its purpose) is told in the same transaction; the payer gets a
 *   receipt; staff screens and the payer's page follow live, after the commit.
 */
import {
  KEPT_UNAPPLIED_CALLS,
  OPEN_PAYMENT_STATUSES,
  type PaymentEventType,
  type PaymentFlag,
  type PaymentStatus,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import type { GatewayPaymentState, PaymentReport } from '../../integrations/payments/gateway-client';
import { runChange } from '../../platform/change';
import type { AppServices } from '../../platform/context';
import type { PendingEvents } from '../../platform/realtime';
import { tellPurpose } from './payments.purposes';
import { queueReceipt } from './payments.receipts';
import {
  type CheckoutRow,
  countUnappliedCall,
  findCheckoutByOrderId,
  findPaymentRow,
  insertPaymentEvent,
  movePaymentFrom,
  type PaymentRow,
  setPaymentFlag,
  trimUnappliedCalls,
} from './payments.state.repository';

/** The payment's latest checkout attempt: the one reconciliation, capture and refunds speak of. */
export function findCurrentCheckout(db: Db, row: PaymentRow) {
  const keep = JSON.parse(row.gateway_keep) as Record<string, string>;
  return findCheckoutByOrderId(db, keep.order_id ?? row.transaction_id);
}

/** Payloads kept for support carry no secret: these keys are masked at any depth. */
const SECRET_KEY = /(secret|signature|securehash|password|api_?key|access_?key|authorization|token)$/i;
export function maskPayload(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPayload);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '•••' : maskPayload(inner)]),
    );
  }
  return value;
}

export interface EventInput {
  type: PaymentEventType;
  verdict?: string | null;
  statusFrom?: PaymentStatus | null;
  statusTo?: PaymentStatus | null;
  amount?: number | null;
  actorId?: number | null;
  payload?: unknown;
}

export async function recordPaymentEvent(db: Db, paymentId: number, event: EventInput): Promise<void> {
  await insertPaymentEvent(db, {
    payment_id: paymentId,
    type: event.type,
    verdict: event.verdict?.slice(0, 255) ?? null,
    status_from: event.statusFrom ?? null,
    status_to: event.statusTo ?? null,
    amount: event.amount ?? null,
    actor_id: event.actorId ?? null,
    payload: event.payload === undefined ? null : JSON.stringify(maskPayload(event.payload)),
    created_at: nowIso(),
  });
}

/**
 * Counts a gateway call that changed nothing and keeps it in the history, dropping the oldest
 * beyond the last few. Run inside a transaction (the count and the trim go together).
 */
export async function recordUnappliedCall(
  trx: Db,
  paymentId: number,
  event: Omit<EventInput, 'type' | 'statusFrom' | 'statusTo'>,
): Promise<void> {
  await countUnappliedCall(trx, paymentId);
  await recordPaymentEvent(trx, paymentId, { ...event, type: 'notification_unapplied' });
  await trimUnappliedCalls(trx, paymentId, KEPT_UNAPPLIED_CALLS);
}

/** Queues the live update of one payment for staff and its payer. */
export function addPaymentEvent(pending: PendingEvents, row: PaymentRow, status: PaymentStatus): void {
  const data = { id: row.id, status, refunded_amount: Number(row.refunded_amount) };
  pending.add('resource:payments', { type: 'payment.updated', id: row.id, data });
  if (row.user_id) pending.add(`user:${row.user_id}`, { type: 'payment.updated', id: row.id, data });
}

const TARGET_STATUS: Record<GatewayPaymentState, PaymentStatus | null> = {
  paid: 'completed',
  authorised: 'processing',
  failed: 'failed',
  cancelled: 'cancelled',
  pending: null,
  unknown: null,
};

/** From which statuses a gateway's word may move a payment to each status. */
const MOVES_FROM: Partial<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  completed: OPEN_PAYMENT_STATUSES,
  processing: ['pending'],
  failed: OPEN_PAYMENT_STATUSES,
  cancelled: OPEN_PAYMENT_STATUSES,
};

export type ApplyOutcome = 'applied' | 'already' | 'amount_mismatch' | 'currency_mismatch' | 'no_change';

/** Flags that a gateway's confirmation of the right amount clears: it has spoken, and rightly. */
const CLEARED_ON_CONFIRMATION: readonly (string | null)[] = ['unsettled', 'amount_mismatch'];

/** Does the report's money differ from what the attempt asked? */
function moneyMismatch(
  report: PaymentReport,
  checkout: CheckoutRow,
  row: PaymentRow,
): 'amount_mismatch' | 'currency_mismatch' | null {
  if (report.currency !== checkout.currency || report.currency !== row.currency) return 'currency_mismatch';
  if (
    report.amount === null ||
    report.amount !== Number(checkout.amount) ||
    report.amount !== Number(row.amount)
  )
    return 'amount_mismatch';
  return null;
}

/**
 * Applies what the gateway said about one checkout attempt of a payment, exactly once. The caller
 * has made sure the report comes from the attempt's gateway. `verdictOf` names the outcome in the
 * gateway's terms (VNPay's RspCode) for the history.
 */
export async function applyGatewayReport(
  services: AppServices,
  checkout: CheckoutRow,
  report: PaymentReport,
  source: {
    type: 'notification_received' | 'reconciled' | 'captured';
    payload: unknown;
    actorId?: number | null;
  },
  verdictOf: (outcome: ApplyOutcome) => string,
): Promise<ApplyOutcome> {
  const outcome = await runChange(services, async (trx, pending): Promise<ApplyOutcome> => {
    const row = await findPaymentRow(trx, checkout.payment_id);
    if (!row) throw new Error(`payment ${checkout.payment_id} vanished`);
    const target = TARGET_STATUS[report.state];
    // A call from outside that moves nothing is counted and bounded; our own questions are kept whole.
    const isCall = source.type === 'notification_received';
    const record = async (result: ApplyOutcome, extra: Partial<EventInput> = {}) => {
      const event = {
        verdict: verdictOf(result),
        amount: report.amount,
        actorId: source.actorId ?? null,
        payload: source.payload,
      };
      if (isCall && result !== 'applied') await recordUnappliedCall(trx, row.id, event);
      else await recordPaymentEvent(trx, row.id, { type: source.type, ...event, ...extra });
    };
    const moving = target === 'completed' || target === 'processing';
    const mismatch = moving ? moneyMismatch(report, checkout, row) : null;
    if (mismatch) {
      if (!isCall) await flagPayment(trx, row, 'amount_mismatch', pending);
      await record(mismatch);
      return mismatch;
    }
    if (!target) {
      await record('no_change');
      return 'no_change';
    }
    const now = nowIso();
    // The attempt that was paid is the one later calls (refunds, capture) must name.
    const keep = {
      ...JSON.parse(row.gateway_keep),
      ...JSON.parse(checkout.keep),
      ...report.keep,
      order_id: checkout.order_id,
    };
    const applied = await movePaymentFrom(trx, row.id, MOVES_FROM[target] ?? [], {
      status: target,
      gateway_id: checkout.gateway_id,
      gateway_reference: report.gatewayReference ?? row.gateway_reference,
      gateway_status: report.gatewayStatus.slice(0, 64),
      gateway_response: JSON.stringify(maskPayload(source.payload)),
      gateway_keep: JSON.stringify(keep),
      paid_at: target === 'completed' ? now : row.paid_at,
      // The gateway has spoken, in the right amount: an unsettled or mismatched flag is answered.
      flag: CLEARED_ON_CONFIRMATION.includes(row.flag) ? null : row.flag,
      updated_at: now,
    });
    if (!applied) {
      const current = (await findPaymentRow(trx, row.id)) ?? row;
      // Money taken for an order closed here: somebody must refund it.
      if (target === 'completed' && (current.status === 'failed' || current.status === 'cancelled'))
        await flagPayment(trx, current, 'paid_after_close', pending);
      await record('already');
      return 'already';
    }
    await record('applied', { statusFrom: row.status as PaymentStatus, statusTo: target });
    const moved = { ...row, status: target, paid_at: target === 'completed' ? now : row.paid_at };
    await tellPurpose(trx, moved, { kind: 'status', status: target });
    if (target === 'completed') await queueReceipt(trx, services, moved, { kind: 'paid' });
    addPaymentEvent(pending, moved, target);
    return 'applied';
  });
  return outcome;
}

export async function flagPayment(
  trx: Db,
  row: PaymentRow,
  flag: PaymentFlag,
  pending: PendingEvents,
): Promise<void> {
  if (row.flag === flag) return;
  await setPaymentFlag(trx, row.id, flag);
  await recordPaymentEvent(trx, row.id, { type: 'flagged', verdict: flag });
  addPaymentEvent(pending, { ...row, flag }, row.status as PaymentStatus);
}
