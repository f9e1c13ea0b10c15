import type { PaymentFlag, PaymentStatus } from '@pickleball/domain';

/** Server-side words for statuses and flags (exports, receipts), with literal keys for the catalogue check. */
export const PAYMENT_STATUS_MESSAGES: Record<PaymentStatus, string> = {
  pending: 'payment-messages:status.pending',
  processing: 'payment-messages:status.processing',
  completed: 'payment-messages:status.completed',
  failed: 'payment-messages:status.failed',
  refunded: 'payment-messages:status.refunded',
  cancelled: 'payment-messages:status.cancelled',
};

export const PAYMENT_FLAG_MESSAGES: Record<PaymentFlag, string> = {
  unsettled: 'payment-messages:flag.unsettled',
  amount_mismatch: 'payment-messages:flag.amount_mismatch',
  refund_uncertain: 'payment-messages:flag.refund_uncertain',
  paid_after_close: 'payment-messages:flag.paid_after_close',
};
