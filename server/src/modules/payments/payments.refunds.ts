/**
 * Refunds. Rules owned here:
 * - only a completed payment is refunded, in full or in part, through the gateway's refund API;
 * - the amount is reserved on the payment by one conditional UPDATE before the gateway is called
 *   (paid − refunded − reserved ≥ amount), so refunds clicked at once never exceed what was paid;
 *   the dialog's idempotency key makes the same click twice one refund;
 * - the gateway's yes moves the money (refunded in full → status refunded) and sends a receipt;
 *   its no releases the reservation; no answer leaves the refund `uncertain`, the amount reserved
 *   and the payment flagged: it is never sent again blindly;
 * - a refund whose process died before the gateway answered is found by a job and marked the same.
 */
import { randomBytes } from 'node:crypto';
import {
  MOMO_MIN_REFUND,
  type PaymentCurrency,
  type PaymentRefundInput,
  type PaymentStatus,
} from '@pickleball/domain';
import { isUniqueViolation, nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { AppServices, ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/jobs';
import { findGatewayRow } from './payments.gateways.repository';
import { clientOf } from './payments.gateways.service';
import { addPaymentEvent, flagPayment, recordPaymentEvent } from './payments.payment-state';
import { tellPurpose } from './payments.purposes';
import { formatMoney, queueReceipt } from './payments.receipts';
import {
  findRefundByKey,
  insertRefund,
  type RefundRow,
  recordRefundedAmount,
  releaseRefundReservation,
  reserveRefundAmount,
  settlePendingRefund,
} from './payments.refunds.repository';
import { findUsername } from './payments.repository';
import { findPaymentRow } from './payments.state.repository';

/** A refund the gateway has not answered after this long belongs to a process that died. */
const STALLED_REFUND_MS = 10 * 60_000;

/** Reserves the amount and files the refund; null when this key already asked for one. */
async function reserveRefund(
  ctx: ServiceContext,
  paymentId: number,
  input: PaymentRefundInput,
): Promise<{ refund: RefundRow; isNew: boolean }> {
  return runChange(ctx, async (trx) => {
    const existing = await findRefundByKey(trx, paymentId, input.idempotency_key);
    if (existing) return { refund: existing, isNew: false };
    const row = await findPaymentRow(trx, paymentId);
    if (!row) throw notFound();
    if (row.status !== 'completed') throw new AppError('payment.not_refundable');
    const currency = row.currency as PaymentCurrency;
    const refundable = Number(row.amount) - Number(row.refunded_amount) - Number(row.refund_reserved);
    const amount = input.amount ?? refundable;
    if (amount <= 0 || amount > refundable)
      throw fieldError('amount', 'refund_too_much', {
        max: formatMoney(Math.max(0, refundable), currency, ctx.locale),
      });
    const gateway = row.gateway_id ? await findGatewayRow(trx, row.gateway_id) : undefined;
    if (!gateway || !row.gateway_reference) throw new AppError('payment.not_refundable');
    if (gateway.provider === 'momo' && amount < MOMO_MIN_REFUND)
      throw fieldError('amount', 'refund_min', { min: formatMoney(MOMO_MIN_REFUND, currency, ctx.locale) });
    const reserved = await reserveRefundAmount(trx, paymentId, amount);
    // Another refund took the money between our read and this write.
    if (!reserved)
      throw fieldError('amount', 'refund_too_much', { max: formatMoney(0, currency, ctx.locale) });
    const now = nowIso();
    let refund: RefundRow;
    try {
      refund = await insertRefund(trx, {
        payment_id: paymentId,
        refund_id: `RF${row.transaction_id.slice(2, 10)}${randomBytes(5).toString('hex').toUpperCase()}`,
        idempotency_key: input.idempotency_key,
        amount,
        status: 'pending',
        reason: input.reason,
        gateway_reference: null,
        requested_by: ctx.actor?.id ?? null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // The same dialog's second click, concurrently: the first one's refund stands.
      if (isUniqueViolation(error)) throw new AppError('conflict');
      throw error;
    }
    await recordPaymentEvent(trx, paymentId, {
      type: 'refund_requested',
      verdict: input.reason,
      amount,
      actorId: ctx.actor?.id ?? null,
    });
    await recordAudit(trx, ctx, {
      model: 'payment',
      recordId: paymentId,
      event: 'updated',
      newValues: { refund: amount, currency, reason: input.reason },
    });
    await enqueueJob(
      trx,
      'payment.refund_check',
      { refund_id: refund.id },
      { runAt: new Date(Date.now() + STALLED_REFUND_MS).toISOString() },
    );
    return { refund, isNew: true };
  });
}

export async function refundPayment(
  ctx: ServiceContext,
  paymentId: number,
  input: PaymentRefundInput,
): Promise<void> {
  const { refund, isNew } = await reserveRefund(ctx, paymentId, input);
  if (!isNew) {
    if (refund.status === 'uncertain') throw new AppError('payment.refund_uncertain');
    return;
  }
  const row = await findPaymentRow(ctx.db, paymentId);
  const gateway = row?.gateway_id ? await findGatewayRow(ctx.db, row.gateway_id) : undefined;
  if (!row || !gateway || !row.gateway_reference) throw notFound();
  const actor = ctx.actor ? await findUsername(ctx.db, ctx.actor.id) : undefined;
  const outcome = await clientOf(ctx.services, gateway).refund({
    orderId: (JSON.parse(row.gateway_keep) as Record<string, string>).order_id ?? row.transaction_id,
    refundId: refund.refund_id,
    amount: Number(refund.amount),
    paidAmount: Number(row.amount),
    currency: row.currency as PaymentCurrency,
    gatewayReference: row.gateway_reference,
    keep: JSON.parse(row.gateway_keep),
    reason: input.reason,
    actorName: actor?.username ?? 'system',
    ipAddress: ctx.meta.ip,
    locale: ctx.locale,
  });
  const payload = { request: outcome.request, response: outcome.response };
  const settled = await settleRefund(ctx.services, refund.id, outcome.kind, {
    verdict: outcome.kind === 'refunded' ? null : outcome.reason,
    gatewayReference: outcome.kind === 'refunded' ? outcome.gatewayReference : null,
    payload,
    actorId: ctx.actor?.id ?? null,
  });
  if (settled === 'refused' && outcome.kind === 'refused')
    throw new AppError('payment.gateway_refused', { values: { reason: outcome.reason } });
  if (settled === 'uncertain') throw new AppError('payment.refund_uncertain');
}

/** Writes the gateway's answer to a pending refund (once: a settled refund is left alone). */
async function settleRefund(
  services: AppServices,
  refundId: number,
  kind: 'refunded' | 'refused' | 'uncertain',
  detail: {
    verdict: string | null;
    gatewayReference: string | null;
    payload: unknown;
    actorId: number | null;
  },
): Promise<'refunded' | 'refused' | 'uncertain' | 'already'> {
  const result = await runChange(services, async (trx, pending) => {
    const refundStatus = kind === 'refunded' ? 'succeeded' : kind === 'refused' ? 'failed' : 'uncertain';
    const moved = await settlePendingRefund(trx, refundId, refundStatus, detail.gatewayReference);
    if (!moved) return 'already' as const;
    const amount = Number(moved.amount);
    const row = await findPaymentRow(trx, moved.payment_id);
    if (!row) return 'already' as const;
    if (kind === 'uncertain') {
      await recordPaymentEvent(trx, row.id, {
        type: 'refund_failed',
        verdict: `uncertain: ${detail.verdict ?? ''}`,
        amount,
        actorId: detail.actorId,
        payload: detail.payload,
      });
      await flagPayment(trx, row, 'refund_uncertain', pending);
      return kind;
    }
    if (kind === 'refused') {
      await releaseRefundReservation(trx, row.id, amount);
      await recordPaymentEvent(trx, row.id, {
        type: 'refund_failed',
        verdict: detail.verdict,
        amount,
        actorId: detail.actorId,
        payload: detail.payload,
      });
      addPaymentEvent(pending, row, row.status as PaymentStatus);
      return kind;
    }
    const refundedTotal = Number(row.refunded_amount) + amount;
    const status: PaymentStatus =
      refundedTotal >= Number(row.amount) ? 'refunded' : (row.status as PaymentStatus);
    await recordRefundedAmount(trx, row.id, amount, status);
    await recordPaymentEvent(trx, row.id, {
      type: 'refund_succeeded',
      verdict: detail.gatewayReference,
      statusFrom: row.status as PaymentStatus,
      statusTo: status,
      amount,
      actorId: detail.actorId,
      payload: detail.payload,
    });
    const after = { ...row, status, refunded_amount: refundedTotal };
    await tellPurpose(trx, after, { kind: 'refunded', amount, refundedTotal });
    await queueReceipt(trx, services, after, { kind: 'refunded', amount });
    addPaymentEvent(pending, after, status);
    return kind;
  });
  return result;
}

/** The job: a refund still pending long after it was asked belongs to a process that died. */
export async function checkStalledRefund(services: AppServices, refundId: number): Promise<void> {
  await settleRefund(services, refundId, 'uncertain', {
    verdict: 'the process asking the gateway stopped before its answer',
    gatewayReference: null,
    payload: null,
    actorId: null,
  });
}
