/**
 * Reconciliation: what the gateway knows that we were never told. Fifteen minutes after a checkout
 * started, a job asks the gateway about the payment if it is still open (VNPay querydr, MoMo query,
 * Stripe session retrieve) and applies its answer like an IPN, exactly once. An answer that settles
 * nothing asks again later (15 min × attempt), up to the settings' retry attempts; then the payment
 * is flagged `unsettled` for staff (the dashboard counts it). Staff can also ask at once.
 */
import { OPEN_PAYMENT_STATUSES } from '@pickleball/domain';
import { runChange } from '../../platform/change';
import type { AppServices } from '../../platform/context';
import { enqueueJob } from '../../platform/jobs/jobs';
import { RECONCILE_AFTER_MS } from './payments.checkout';
import { findGatewayRow } from './payments.gateways.repository';
import { clientOf } from './payments.gateways.service';
import {
  applyGatewayReport,
  findCurrentCheckout,
  flagPayment,
  recordPaymentEvent,
} from './payments.payment-state';
import { readPaymentSettings } from './payments.settings.service';
import { findPaymentRow, type PaymentRow, setReconcileAttempts } from './payments.state.repository';

export type ReconcileResult = 'settled' | 'open' | 'unreachable' | 'closed';

function isOpen(row: PaymentRow): boolean {
  return (OPEN_PAYMENT_STATUSES as readonly string[]).includes(row.status);
}

/** Asks the gateway once and applies its answer. */
export async function askGateway(
  services: AppServices,
  row: PaymentRow,
  actorId: number | null,
): Promise<ReconcileResult> {
  if (!isOpen(row)) return 'closed';
  // The latest attempt is asked of the gateway it went to.
  const checkout = await findCurrentCheckout(services.db, row);
  const gateway = checkout ? await findGatewayRow(services.db, checkout.gateway_id) : undefined;
  if (!checkout || !gateway) return 'closed';
  const keep = { ...(JSON.parse(row.gateway_keep) as Record<string, string>), ...JSON.parse(checkout.keep) };
  const settings = await readPaymentSettings(services.db, services);
  const outcome = await clientOf(services, gateway, settings.webhookSecret).queryPayment({
    orderId: checkout.order_id,
    gatewayReference: row.gateway_reference,
    keep,
    ipAddress: '127.0.0.1',
  });
  const payload = { request: outcome.request, response: outcome.response };
  if (outcome.kind !== 'report') {
    await recordPaymentEvent(services.db, row.id, {
      type: 'reconciled',
      verdict: outcome.kind === 'not_found' ? 'not found at the gateway' : `no answer: ${outcome.reason}`,
      actorId,
      payload,
    });
    return outcome.kind === 'not_found' ? 'open' : 'unreachable';
  }
  const applied = await applyGatewayReport(
    services,
    checkout,
    outcome.report,
    { type: 'reconciled', payload, actorId },
    (result) => `${result}: ${gateway.name} says ${outcome.report.state} (${outcome.report.gatewayStatus})`,
  );
  const after = await findPaymentRow(services.db, row.id);
  return applied === 'applied' && after && !isOpen(after)
    ? 'settled'
    : after && isOpen(after)
      ? 'open'
      : 'closed';
}

/** The job: 15 minutes after a checkout, then again, then a flag. */
export async function reconcilePayment(
  services: AppServices,
  payload: { payment_id: number; order_id: string },
): Promise<void> {
  const row = await findPaymentRow(services.db, payload.payment_id);
  if (!row || !isOpen(row)) return;
  const keep = JSON.parse(row.gateway_keep) as Record<string, string>;
  // A newer checkout attempt has its own job.
  if ((keep.order_id ?? row.transaction_id) !== payload.order_id) return;
  const result = await askGateway(services, row, null);
  if (result === 'settled' || result === 'closed') return;
  const attempts = row.reconcile_attempts + 1;
  const settings = await readPaymentSettings(services.db, services);
  await runChange(services, async (trx, pending) => {
    await setReconcileAttempts(trx, row.id, attempts);
    if (attempts >= settings.retryAttempts) {
      await flagPayment(trx, { ...row, reconcile_attempts: attempts }, 'unsettled', pending);
      return;
    }
    await enqueueJob(trx, 'payment.reconcile', payload, {
      runAt: new Date(Date.now() + RECONCILE_AFTER_MS * attempts).toISOString(),
    });
  });
}

/** Staff's "ask the gateway now": the answer, whatever it is, is in the history. */
export async function reconcileNow(
  services: AppServices,
  id: number,
  actorId: number | null,
): Promise<ReconcileResult> {
  const row = await findPaymentRow(services.db, id);
  if (!row) return 'closed';
  return askGateway(services, row, actorId);
}
