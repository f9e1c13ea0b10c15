/**
 * Taking a payment. Rules owned here:
 * - `createPayment(trx, …)` is the one call any module makes: a pending transaction written in the
 *   caller's transaction (nothing to pay if the caller's change rolls back), for an amount in
 *   minor units, a currency, a purpose and a payer; the payer pays from /pay/{id};
 * - `startCheckout` (after the commit: it calls the gateway) asks the chosen gateway for the
 *   page the payer's browser goes to; a payer may start again while the payment is pending (a
 *   second attempt gets its own order reference, `<transaction id>R<n>`, as gateways refuse a
 *   reference twice; any attempt's confirmation settles the payment, but only when it comes from
 *   the gateway that attempt went to: each attempt is written down, before the gateway is asked,
 *   with its gateway, amount and currency);
 * - the browser's return proves nothing: only the gateway's server-to-server call (or
 *   reconciliation, 15 minutes after the checkout, for a call that never came) confirms.
 */
import { randomBytes } from 'node:crypto';
import { buildSearchText, type Checkout, type PaymentCurrency } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/jobs';
import type { PendingEvents } from '../../platform/realtime';
import { findGatewayRow, type GatewayRow } from './payments.gateways.repository';
import { clientOf, publicOrigin, webhookUrlOf } from './payments.gateways.service';
import { addPaymentEvent, recordPaymentEvent } from './payments.payment-state';
import { findUserEmail } from './payments.repository';
import { readPaymentSettings } from './payments.settings.service';
import {
  countCheckoutAttempts,
  findPaymentRow,
  insertCheckoutAttempt,
  insertPayment,
  recordCheckoutStarted,
  setCheckoutKeep,
} from './payments.state.repository';

/** Reconciliation asks the gateway about a checkout still open this long after it started. */
export const RECONCILE_AFTER_MS = 15 * 60_000;

export interface CreatePaymentInput {
  amount: number;
  currency: PaymentCurrency;
  purpose: { type: string; id: number | null };
  userId: number;
  description: string;
  reference?: string | null;
  gatewayId?: number | null;
  metadata?: Record<string, unknown>;
  createdBy?: number | null;
}

/**
 * `PB` + date + 10 random characters: letters and digits only, as VNPay's vnp_TxnRef wants. No
 * `R` (nor the look-alikes I, O, 0, 1): a retry's suffix `R<n>` can then never be mistaken.
 */
export function newTransactionId(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQSTUVWXYZ23456789';
  const random = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `PB${date}${random}`;
}

/** The transaction id a gateway's order reference belongs to (a retry's `R<n>` suffix dropped). */
export function transactionIdOfOrder(orderId: string): string {
  return orderId.replace(/R\d+$/, '');
}

export async function createPayment(
  trx: Db,
  input: CreatePaymentInput,
  pending?: PendingEvents,
): Promise<{ id: number; transaction_id: string; pay_url: string }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw fieldError('amount', 'number_min', { min: 1 });
  if (input.gatewayId) await requireUsableGateway(trx, input.gatewayId, input.currency);
  const now = nowIso();
  const transactionId = newTransactionId();
  const row = await insertPayment(trx, {
    transaction_id: transactionId,
    amount: input.amount,
    currency: input.currency,
    status: 'pending',
    gateway_id: input.gatewayId ?? null,
    reference: input.reference ?? null,
    description: input.description,
    search_text: buildSearchText([transactionId, input.reference, input.description]),
    user_id: input.userId,
    purpose_type: input.purpose.type,
    purpose_id: input.purpose.id,
    gateway_reference: null,
    gateway_status: null,
    gateway_response: null,
    metadata: JSON.stringify(input.metadata ?? {}),
    gateway_keep: '{}',
    refunded_amount: 0,
    refund_reserved: 0,
    flag: null,
    reconcile_attempts: 0,
    unapplied_calls: 0,
    checkout_started_at: null,
    paid_at: null,
    created_by: input.createdBy ?? null,
    created_at: now,
    updated_at: now,
  });
  await recordPaymentEvent(trx, row.id, {
    type: 'created',
    statusTo: 'pending',
    amount: input.amount,
    actorId: input.createdBy ?? null,
    payload: { purpose: input.purpose, reference: input.reference ?? null },
  });
  if (pending) addPaymentEvent(pending, row, 'pending');
  return { id: row.id, transaction_id: transactionId, pay_url: `/pay/${row.id}` };
}

/**
 * Writes the attempt down before the gateway hears of it: from then on that gateway, and only it,
 * may settle the order, in this amount and currency. Two payers' tabs starting at once: the
 * second finds its number taken and is told to try again.
 */
async function recordCheckoutAttempt(
  db: Db,
  payment: { id: number; transaction_id: string; amount: number; currency: string },
  gateway: GatewayRow,
  keep: Record<string, string>,
): Promise<{ attempt: number; orderId: string }> {
  const made = await countCheckoutAttempts(db, payment.id);
  // Payments started before attempts were written down count theirs in `keep.attempt`.
  const attempt = Math.max(made, Number(keep.attempt ?? 0)) + 1;
  const orderId = attempt === 1 ? payment.transaction_id : `${payment.transaction_id}R${attempt}`;
  try {
    await insertCheckoutAttempt(db, {
      payment_id: payment.id,
      order_id: orderId,
      gateway_id: gateway.id,
      amount: Number(payment.amount),
      currency: payment.currency,
      keep: '{}',
      created_at: nowIso(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('payment.invalid_transition');
    throw error;
  }
  return { attempt, orderId };
}

async function requireUsableGateway(
  db: Db,
  gatewayId: number,
  currency: PaymentCurrency,
): Promise<GatewayRow> {
  const gateway = await findGatewayRow(db, gatewayId);
  if (!gateway) throw fieldError('gateway_id', 'invalid_value');
  if (gateway.status !== 'active') throw new AppError('payment.gateway_inactive');
  if (!(JSON.parse(gateway.supported_currencies) as string[]).includes(currency))
    throw fieldError('gateway_id', 'currency_unsupported', { currency });
  return gateway;
}

/**
 * Asks the gateway for its checkout page. `payerId`: the payer's own call (only their payment);
 * null for a module acting on the payer's behalf.
 */
export async function startCheckout(
  ctx: ServiceContext,
  paymentId: number,
  gatewayId: number,
  payerId: number | null,
): Promise<Checkout> {
  const payment = await findPaymentRow(ctx.db, paymentId);
  if (!payment || (payerId !== null && payment.user_id !== payerId)) throw notFound();
  if (payment.status !== 'pending') throw new AppError('payment.invalid_transition');
  const gateway = await requireUsableGateway(ctx.db, gatewayId, payment.currency as PaymentCurrency);
  const settings = await readPaymentSettings(ctx.db, ctx.services);
  const keep = JSON.parse(payment.gateway_keep) as Record<string, string>;
  const { attempt, orderId } = await recordCheckoutAttempt(ctx.db, payment, gateway, keep);
  const payer = payment.user_id ? await findUserEmail(ctx.db, payment.user_id) : undefined;
  const origin = publicOrigin(ctx);
  const outcome = await clientOf(ctx.services, gateway, settings.webhookSecret).createCheckout({
    orderId,
    amount: Number(payment.amount),
    currency: payment.currency as PaymentCurrency,
    description: payment.description,
    returnUrl: gateway.success_url ?? `${origin}/pay/${payment.id}`,
    cancelUrl: gateway.cancel_url ?? `${origin}/pay/${payment.id}`,
    notifyUrl: webhookUrlOf(origin, gateway.key),
    locale: ctx.locale,
    ipAddress: ctx.meta.ip,
    createdAt: new Date(),
    autoCapture: settings.autoCapture,
    email: payer?.email ?? null,
  });
  const exchange = { request: outcome.request, response: outcome.response };
  if (outcome.kind !== 'redirect') {
    await recordPaymentEvent(ctx.db, payment.id, {
      type: 'checkout_failed',
      verdict: outcome.reason,
      actorId: ctx.actor?.id ?? null,
      payload: exchange,
    });
    throw outcome.kind === 'refused'
      ? new AppError('payment.gateway_refused', { values: { reason: outcome.reason } })
      : new AppError('payment.gateway_unavailable');
  }
  const started = await runChange(ctx, async (trx) => {
    await setCheckoutKeep(trx, orderId, JSON.stringify(outcome.keep));
    const recorded = await recordCheckoutStarted(trx, payment.id, {
      gateway_id: gateway.id,
      gateway_reference: outcome.gatewayReference,
      gateway_keep: JSON.stringify({
        ...keep,
        ...outcome.keep,
        attempt: String(attempt),
        order_id: orderId,
      }),
      checkout_started_at: nowIso(),
      reconcile_attempts: 0,
      updated_at: nowIso(),
    });
    // Settled while the gateway was answering (a very fast IPN): nothing left to pay.
    if (!recorded) return false;
    await recordPaymentEvent(trx, payment.id, {
      type: 'checkout_started',
      verdict: `${gateway.name}: ${orderId}`,
      amount: Number(payment.amount),
      actorId: ctx.actor?.id ?? null,
      payload: exchange,
    });
    await enqueueJob(
      trx,
      'payment.reconcile',
      { payment_id: payment.id, order_id: orderId },
      { runAt: new Date(Date.now() + RECONCILE_AFTER_MS).toISOString() },
    );
    await recordAudit(trx, ctx, {
      model: 'payment',
      recordId: payment.id,
      event: 'updated',
      newValues: { checkout: gateway.key, order_id: orderId },
    });
    return true;
  });
  if (!started) throw new AppError('payment.invalid_transition');
  return { redirect_url: outcome.redirectUrl, payment_id: payment.id };
}
