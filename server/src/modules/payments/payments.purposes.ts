/**
 * What a payment is for, and how the module that asked hears of it. A module registers its
 * purpose once (`registerPaymentPurpose('tournament_registration', { … })`); its handler runs
 * inside the transaction that moves the payment, so the registration turns paid exactly when
 * the payment does, and not at all if that transaction rolls back.
 */
import type { PaymentStatus } from '@pickleball/domain';
import type { Db } from '../../db/database';
import type { PaymentsTable } from './payments.table';

export type PaymentRecord = Omit<PaymentsTable, 'id' | 'search_text'> & { id: number };

export type PurposeChange =
  /** The gateway (or staff) moved the payment to this status. */
  | { kind: 'status'; status: PaymentStatus }
  /** Money went back: `amount` this time, `refundedTotal` in all (status `refunded` once it is everything). */
  | { kind: 'refunded'; amount: number; refundedTotal: number };

export interface PaymentPurposeHandler {
  onChange(trx: Db, payment: PaymentRecord, change: PurposeChange): Promise<void>;
}

/** Staff asked a user to pay (a club fee, a court booking): nothing else to tell. */
export const REQUEST_PURPOSE = 'request';

const handlers = new Map<string, PaymentPurposeHandler>();

export function registerPaymentPurpose(type: string, handler: PaymentPurposeHandler): void {
  if (handlers.has(type)) throw new Error(`payment purpose ${type} registered twice`);
  handlers.set(type, handler);
}

export async function tellPurpose(trx: Db, payment: PaymentRecord, change: PurposeChange): Promise<void> {
  await handlers.get(payment.purpose_type)?.onChange(trx, payment, change);
}
