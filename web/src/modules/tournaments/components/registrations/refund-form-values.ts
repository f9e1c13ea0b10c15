import { type RegistrationRefundInput, RegistrationRefundInputSchema } from '@pickleball/domain';
import type { z } from 'zod';
import {
  createRefundFormSchema as createAmountSchema,
  type RefundContext,
  type RefundFormValues,
} from '../../../../components/form/refund-form-values';

/** An entry's refund dialog (components/form/refund-form-values), for the registration refund API. */
export function createRefundFormSchema(
  context: RefundContext,
): z.ZodType<RegistrationRefundInput, RefundFormValues> {
  return createAmountSchema(context, RegistrationRefundInputSchema);
}
