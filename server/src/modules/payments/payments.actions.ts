/**
 * Staff actions on one payment (SPEC §4: process, refund, cancel), each audited:
 * - process: captures a card payment the gateway authorised (Stripe with auto capture off):
 *   processing → completed, through the gateway's capture;
 * - cancel: a pending or processing payment; the gateway's open checkout is closed first (Stripe
 *   expires the session) so it cannot be paid afterwards; if the gateway says it was paid
 *   meanwhile, its word wins (reconciliation) and the cancel is refused;
 * - reconcile: asks the gateway now.
 */
import type { PaymentStatus } from '@pickleball/domain';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findGatewayRow } from './payments.gateways.repository';
import { clientOf } from './payments.gateways.service';
import {
  addPaymentEvent,
  applyGatewayReport,
  findCurrentCheckout,
  recordPaymentEvent,
} from './payments.payment-state';
import { tellPurpose } from './payments.purposes';
import { askGateway, reconcileNow } from './payments.reconcile';
import { cancelOpenPayment, findPaymentRow } from './payments.state.repository';

export async function processPayment(ctx: ServiceContext, id: number, reason: string | null): Promise<void> {
  const row = await findPaymentRow(ctx.db, id);
  if (!row) throw notFound();
  if (row.status !== 'processing' || !row.gateway_id || !row.gateway_reference)
    throw new AppError('payment.invalid_transition');
  const gateway = await findGatewayRow(ctx.db, row.gateway_id);
  const checkout = await findCurrentCheckout(ctx.db, row);
  if (!gateway || !checkout) throw notFound();
  const outcome = await clientOf(ctx.services, gateway).capture({
    gatewayReference: row.gateway_reference,
    amount: Number(row.amount),
  });
  const payload = { request: outcome.request, response: outcome.response };
  if (outcome.kind !== 'done') {
    await recordPaymentEvent(ctx.db, id, {
      type: 'captured',
      verdict: `not captured: ${outcome.reason}`,
      actorId: ctx.actor?.id ?? null,
      payload,
    });
    throw outcome.kind === 'refused'
      ? new AppError('payment.gateway_refused', { values: { reason: outcome.reason } })
      : new AppError('payment.gateway_unavailable');
  }
  await applyGatewayReport(
    ctx.services,
    checkout,
    {
      orderId: checkout.order_id,
      state: 'paid',
      // The capture moved what the gateway authorised for this attempt.
      amount: Number(checkout.amount),
      currency: checkout.currency,
      gatewayReference: outcome.gatewayReference ?? row.gateway_reference,
      gatewayStatus: 'captured',
      keep: {},
    },
    { type: 'captured', payload, actorId: ctx.actor?.id ?? null },
    (result) => (reason ? `${result}: ${reason}` : result),
  );
  await recordAudit(ctx.db, ctx, {
    model: 'payment',
    recordId: id,
    event: 'updated',
    oldValues: { status: 'processing' },
    newValues: { status: 'completed', action: 'process', reason },
  });
}

export async function cancelPayment(ctx: ServiceContext, id: number, reason: string | null): Promise<void> {
  const row = await findPaymentRow(ctx.db, id);
  if (!row) throw notFound();
  if (row.status !== 'pending' && row.status !== 'processing')
    throw new AppError('payment.invalid_transition');
  const gateway = row.gateway_id ? await findGatewayRow(ctx.db, row.gateway_id) : undefined;
  if (gateway && row.checkout_started_at) {
    const outcome = await clientOf(ctx.services, gateway).cancel({ gatewayReference: row.gateway_reference });
    if (outcome.kind !== 'done') {
      // The checkout could not be closed: perhaps it was paid a moment ago. The gateway decides.
      await askGateway(ctx.services, row, ctx.actor?.id ?? null);
      throw outcome.kind === 'refused'
        ? new AppError('payment.gateway_refused', { values: { reason: outcome.reason } })
        : new AppError('payment.gateway_unavailable');
    }
  }
  const cancelled = await runChange(ctx, async (trx, pending) => {
    const moved = await cancelOpenPayment(trx, id);
    if (!moved) {
      // Closing the checkout made the gateway announce it (Stripe's checkout.session.expired),
      // and its word arrived first: the payment is cancelled, as asked. Anything else refuses.
      const current = await findPaymentRow(trx, id);
      if (current?.status !== 'cancelled') return false;
    }
    await recordPaymentEvent(trx, id, {
      type: 'cancelled',
      verdict: reason,
      statusFrom: moved ? (row.status as PaymentStatus) : null,
      statusTo: moved ? 'cancelled' : null,
      actorId: ctx.actor?.id ?? null,
    });
    await recordAudit(trx, ctx, {
      model: 'payment',
      recordId: id,
      event: 'updated',
      oldValues: { status: row.status },
      newValues: { status: 'cancelled', action: 'cancel', reason },
    });
    if (!moved) return true;
    const after = { ...row, status: 'cancelled' };
    await tellPurpose(trx, after, { kind: 'status', status: 'cancelled' });
    addPaymentEvent(pending, after, 'cancelled');
    return true;
  });
  if (!cancelled) throw new AppError('payment.invalid_transition');
}

export async function reconcilePaymentNow(ctx: ServiceContext, id: number): Promise<void> {
  const row = await findPaymentRow(ctx.db, id);
  if (!row) throw notFound();
  if (row.status !== 'pending' && row.status !== 'processing')
    throw new AppError('payment.invalid_transition');
  const result = await reconcileNow(ctx.services, id, ctx.actor?.id ?? null);
  if (result === 'unreachable') throw new AppError('payment.gateway_unavailable');
}
