import {
  MOMO_MIN_REFUND,
  type PaymentCurrency,
  type PaymentProvider,
  type PaymentRefundInput,
  PaymentRefundInputSchema,
} from '@pickleball/domain';
import type { z } from 'zod';
import {
  type RefundContext as AmountContext,
  createRefundFormSchema as createAmountSchema,
  type RefundFormValues,
} from '../../../components/form/refund-form-values';

/** A payment's refund dialog (components/form/refund-form-values): the gateway's smallest refund applies. */
export interface RefundContext extends Omit<AmountContext, 'minimum'> {
  provider: PaymentProvider | null;
}

/** The smallest refund the gateway takes, in minor units: MoMo refuses under 1,000 đồng. */
export function minimumRefund(provider: PaymentProvider | null, currency: PaymentCurrency): number {
  return provider === 'momo' && currency === 'VND' ? MOMO_MIN_REFUND : 1;
}

/** The dialog's schema: the typed part checked against what is refundable, then the API's PaymentRefundInputSchema. */
export function createRefundFormSchema({
  provider,
  ...context
}: RefundContext): z.ZodType<PaymentRefundInput, RefundFormValues> {
  return createAmountSchema(
    { ...context, minimum: minimumRefund(provider, context.currency) },
    PaymentRefundInputSchema,
  );
}
