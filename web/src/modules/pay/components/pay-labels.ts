import type { PaymentProvider, PaymentStatus } from '@pickleball/domain';

/**
 * The payer's words for a payment's status and a gateway, with the full keys written out
 * (CONVENTIONS §8). The payments namespace is shared with the staff screens; modules do not import
 * each other, so the maps are the payer pages' own.
 */
export const PAY_STATUS_LABELS = {
  pending: 'payments:status.pending',
  processing: 'payments:status.processing',
  completed: 'payments:status.completed',
  failed: 'payments:status.failed',
  refunded: 'payments:status.refunded',
  cancelled: 'payments:status.cancelled',
} as const satisfies Record<PaymentStatus, string>;

export const PAY_STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  refunded: 'purple',
  cancelled: 'gray',
};

/** Brand names read the same in every language. */
export const GATEWAY_NAMES: Record<PaymentProvider, string> = {
  vnpay: 'VNPay',
  momo: 'MoMo',
  stripe: 'Stripe',
};

/** What paying through each gateway means for the payer. */
export const PAY_WITH_HELP = {
  vnpay: 'payments:pay.with_vnpay',
  momo: 'payments:pay.with_momo',
  stripe: 'payments:pay.with_stripe',
} as const satisfies Record<PaymentProvider, string>;
