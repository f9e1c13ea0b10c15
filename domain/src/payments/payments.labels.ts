import type { PaymentProvider, PaymentStatus } from './payments.rules';

/**
 * Words and colours of payments that the staff screens and the payer's pages share: translation
 * keys written out in full (the catalogue check finds them), and the gateways' brand names, which
 * read the same in every language.
 */
export const PAYMENT_STATUS_LABELS = {
  pending: 'payments:status.pending',
  processing: 'payments:status.processing',
  completed: 'payments:status.completed',
  failed: 'payments:status.failed',
  refunded: 'payments:status.refunded',
  cancelled: 'payments:status.cancelled',
} as const satisfies Record<PaymentStatus, string>;

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  refunded: 'purple',
  cancelled: 'gray',
};

export const PAYMENT_PROVIDER_NAMES: Record<PaymentProvider, string> = {
  vnpay: 'VNPay',
  momo: 'MoMo',
  stripe: 'Stripe',
};
