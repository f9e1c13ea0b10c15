/**
 * The queries of the payment state machine (payments.payment-state.ts and the steps that move a payment:
 * checkout, staff actions, reconciliation): a payment's row, its checkout attempts, its history,
 * and the conditional UPDATEs that move it, each answering whether it moved anything.
 */
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import type { PaymentCheckoutsTable, PaymentEventsTable, PaymentsTable } from './payments.table';

export type PaymentValues = Omit<PaymentsTable, 'id'>;
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentRow>>>;

/** The payment's own row. */
export function findPaymentRow(db: Db, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment of a transaction id (the first attempt's order reference). */
export function findPaymentByTransactionId(db: Db, transactionId: string) {
  return db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** Writes a new payment; answers its row. */
export function insertPayment(db: Db, values: PaymentValues) {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Moves the payment with these values if its status is one of `from` (one conditional UPDATE);
 * answers whether it moved (false: a duplicate or concurrent call moved it first).
 */
export async function movePaymentFrom(
  db: Db,
  id: number,
  from: readonly string[],
  values: Partial<PaymentValues>,
): Promise<boolean> {
  const updated = await db
    .updateTable('payments')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Cancels the payment if it is still pending or processing; answers whether it did. */
export async function cancelOpenPayment(db: Db, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('payments')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Sets (or clears) the payment's flag for staff. */
export async function setPaymentFlag(db: Db, id: number, flag: string | null): Promise<void> {
  await db.updateTable('payments').set({ flag, updated_at: nowIso() }).where('id', '=', id).execute();
}

/** Sets how many times reconciliation has asked the gateway about the payment. */
export async function setReconcileAttempts(db: Db, id: number, attempts: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ reconcile_attempts: attempts, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Writes one entry of the payment's history. */
export async function insertPaymentEvent(db: Db, values: Omit<PaymentEventsTable, 'id'>): Promise<void> {
  await db.insertInto('payment_events').values(values).execute();
}

/** Counts one more gateway call that changed nothing on the payment. */
export async function countUnappliedCall(db: Db, paymentId: number): Promise<void> {
  await db
    .updateTable('payments')
    .set((eb) => ({ unapplied_calls: eb('unapplied_calls', '+', 1) }))
    .where('id', '=', paymentId)
    .execute();
}

/** Deletes the payment's unapplied calls from its history but the last `kept`. */
export async function trimUnappliedCalls(db: Db, paymentId: number, kept: number): Promise<void> {
  await db
    .deleteFrom('payment_events')
    .where('payment_id', '=', paymentId)
    .where('type', '=', 'notification_unapplied')
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('payment_events')
        .select('id')
        .where('payment_id', '=', paymentId)
        .where('type', '=', 'notification_unapplied')
        .orderBy('id', 'desc')
        .limit(kept),
    )
    .execute();
}

export type CheckoutRow = NonNullable<Awaited<ReturnType<typeof findCheckoutByOrderId>>>;

/** The checkout attempt an order reference was sent for (null: we never sent it). */
export function findCheckoutByOrderId(db: Db, orderId: string) {
  return db.selectFrom('payment_checkouts').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** How many checkout attempts of the payment are written down. */
export async function countCheckoutAttempts(db: Db, paymentId: number): Promise<number> {
  const made = await db
    .selectFrom('payment_checkouts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return Number(made.count);
}

/** Writes a checkout attempt down (its order reference is unique: a unique violation when taken). */
export async function insertCheckoutAttempt(
  db: Db,
  values: Omit<PaymentCheckoutsTable, 'id'>,
): Promise<void> {
  await db.insertInto('payment_checkouts').values(values).execute();
}

/** Keeps what later calls about this attempt need (the gateway's answer to the checkout). */
export async function setCheckoutKeep(db: Db, orderId: string, keep: string): Promise<void> {
  await db.updateTable('payment_checkouts').set({ keep }).where('order_id', '=', orderId).execute();
}

/** Records the started checkout on the payment if it is still pending; answers whether it was. */
export async function recordCheckoutStarted(
  db: Db,
  id: number,
  values: Partial<PaymentValues>,
): Promise<boolean> {
  const updated = await db
    .updateTable('payments')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
