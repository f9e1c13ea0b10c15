import type { PaymentProvider } from '@pickleball/domain';

/** What paying through each gateway means for the payer. */
export const PAY_WITH_HELP = {
  vnpay: 'payments:pay.with_vnpay',
  momo: 'payments:pay.with_momo',
  stripe: 'payments:pay.with_stripe',
} as const satisfies Record<PaymentProvider, string>;
