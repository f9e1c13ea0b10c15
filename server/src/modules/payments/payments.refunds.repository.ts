/**
 * The queries of refunds (payments.refunds.ts): the refund rows, and the amounts a refund reserves, moves
 * or releases on its payment. The reservation and the settling are conditional UPDATEs: refunds
 * clicked at once never exceed what was paid, and a refund is settled once.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import type { PaymentRefundsTable } from './payments.table';

export type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefundByKey>>>;

/** The payment's refund asked with this idempotency key (the refund dialog's), if any. */
export function findRefundByKey(db: Db, paymentId: number, idempotencyKey: string) {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Reserves the amount on a completed payment if paid − refunded − reserved still covers it (one
 * conditional UPDATE); answers whether it did (false: another refund took the money first).
 */
export async function reserveRefundAmount(db: Db, paymentId: number, amount: number): Promise<boolean> {
  const reserved = await db
    .updateTable('payments')
    .set({ refund_reserved: sql`refund_reserved + ${amount}`, updated_at: nowIso() })
    .where('id', '=', paymentId)
    .where('status', '=', 'completed')
    .where(sql<boolean>`amount - refunded_amount - refund_reserved >= ${amount}`)
    .executeTakeFirst();
  return Number(reserved.numUpdatedRows) === 1;
}

/** Files a refund; answers its row (the same idempotency key twice: a unique violation). */
export function insertRefund(db: Db, values: Omit<PaymentRefundsTable, 'id'>): Promise<RefundRow> {
  return db.insertInto('payment_refunds').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Writes the gateway's answer to a refund still pending (one conditional UPDATE); answers the
 * refund's row, or undefined when it was settled already.
 */
export function settlePendingRefund(
  db: Db,
  refundId: number,
  status: string,
  gatewayReference: string | null,
): Promise<RefundRow | undefined> {
  return db
    .updateTable('payment_refunds')
    .set({ status, gateway_reference: gatewayReference, updated_at: nowIso() })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Releases a refused refund's reserved amount on its payment. */
export async function releaseRefundReservation(db: Db, paymentId: number, amount: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ refund_reserved: sql`refund_reserved - ${amount}`, updated_at: nowIso() })
    .where('id', '=', paymentId)
    .execute();
}

/** Moves a succeeded refund's reserved amount to the refunded one, with the payment's new status. */
export async function recordRefundedAmount(
  db: Db,
  paymentId: number,
  amount: number,
  status: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      refunded_amount: sql`refunded_amount + ${amount}`,
      refund_reserved: sql`refund_reserved - ${amount}`,
      status,
      updated_at: nowIso(),
    })
    .where('id', '=', paymentId)
    .execute();
}
