import type { PaymentCurrency } from '@pickleball/domain/payments/payments.rules';
import type { z } from 'zod';
import { readMoneyAmount } from '../../lib/money';
import { checkedFormSchema, type OwnIssue } from './checked-schema';

/**
 * A refund dialog's values (a payment's, a tournament entry's fee): all that may still be
 * refunded, or a part typed in the currency in the user's language, and the reason kept in the
 * payment's history. The API's schema (PaymentRefundInputSchema, RegistrationRefundInputSchema)
 * checks the body they become.
 */
export interface RefundFormValues {
  scope: 'full' | 'partial';
  amount: string;
  reason: string;
}

export const REFUND_FORM_DEFAULTS: RefundFormValues = { scope: 'full', amount: '', reason: '' };

export interface RefundContext {
  currency: PaymentCurrency;
  /** What may still be refunded, in minor units. */
  refundable: number;
  /** The smallest part the gateway refunds, in minor units (MoMo: 1,000 đồng); one by default. */
  minimum?: number;
  /** One per opening of the dialog: sent twice, the refund happens once. */
  idempotencyKey: string;
  /** The language the part is typed in. */
  locale: string;
  /** An amount in minor units as the messages show it ("150.000 ₫"). */
  formatAmount: (amount: number) => string;
}

/** The body: the part in minor units (NaN for one that cannot be read), or null for all of it. */
export function toRefundInput(values: RefundFormValues, context: RefundContext): Record<string, unknown> {
  const read =
    values.scope === 'partial' ? readMoneyAmount(values.amount, context.currency, context.locale) : null;
  return {
    amount: read === null ? null : 'amount' in read ? read.amount : Number.NaN,
    reason: values.reason,
    idempotency_key: context.idempotencyKey,
  };
}

/** A part must be typed, in the currency, no more than is refundable and no less than the gateway takes. */
export function checkRefund(values: RefundFormValues, context: RefundContext): OwnIssue[] {
  if (values.scope === 'full') return [];
  const read = readMoneyAmount(values.amount, context.currency, context.locale);
  if ('issue' in read)
    return [
      read.issue === 'number_min'
        ? { path: ['amount'], message: 'refund_min', params: { min: context.formatAmount(1) } }
        : { path: ['amount'], message: read.issue },
    ];
  if (read.amount > context.refundable)
    return [
      {
        path: ['amount'],
        message: 'refund_too_much',
        params: { max: context.formatAmount(context.refundable) },
      },
    ];
  const minimum = context.minimum ?? 1;
  if (read.amount < minimum)
    return [{ path: ['amount'], message: 'refund_min', params: { min: context.formatAmount(minimum) } }];
  return [];
}

/** The dialog's schema: the typed part checked against what is refundable, then the API's `schema`. */
export function createRefundFormSchema<Output>(
  context: RefundContext,
  schema: z.ZodType<Output>,
): z.ZodType<Output, RefundFormValues> {
  return checkedFormSchema(
    (values: RefundFormValues) => checkRefund(values, context),
    (values: RefundFormValues) => toRefundInput(values, context),
    schema,
  );
}

/**
 * A new idempotency key: a random UUID, also where `crypto.randomUUID` is missing (a page served
 * over plain HTTP on a LAN address is not a secure context).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
