import {
  MOMO_MIN_REFUND,
  type PaymentCurrency,
  type PaymentProvider,
  type PaymentRefundInput,
  PaymentRefundInputSchema,
} from '@pickleball/domain';
import type { z } from 'zod';
import { checkedFormSchema, type OwnIssue } from './form-checks';
import { readMoneyAmount } from './money';

/**
 * The refund dialog: all that may still be refunded, or a part typed in the currency (read in the
 * user's language), and the reason kept in the payment's history.
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
  provider: PaymentProvider | null;
  /** One per opening of the dialog: sent twice, the refund happens once. */
  idempotencyKey: string;
  /** The language the part is typed in. */
  locale: string;
  /** An amount in minor units as the messages show it ("150.000 ₫"). */
  formatAmount: (amount: number) => string;
}

/** The smallest refund the gateway takes, in minor units: MoMo refuses under 1,000 đồng. */
export function minimumRefund(provider: PaymentProvider | null, currency: PaymentCurrency): number {
  return provider === 'momo' && currency === 'VND' ? MOMO_MIN_REFUND : 1;
}

export function toRefundInput(values: RefundFormValues, context: RefundContext): Record<string, unknown> {
  const read =
    values.scope === 'partial' ? readMoneyAmount(values.amount, context.currency, context.locale) : null;
  return {
    amount: read === null ? null : 'amount' in read ? read.amount : Number.NaN,
    reason: values.reason,
    idempotency_key: context.idempotencyKey,
  };
}

function checkRefund(values: RefundFormValues, context: RefundContext): OwnIssue[] {
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
  const minimum = minimumRefund(context.provider, context.currency);
  if (read.amount < minimum)
    return [{ path: ['amount'], message: 'refund_min', params: { min: context.formatAmount(minimum) } }];
  return [];
}

/** The dialog's schema: the typed part checked against what is refundable, then the API's PaymentRefundInputSchema. */
export function createRefundFormSchema(
  context: RefundContext,
): z.ZodType<PaymentRefundInput, RefundFormValues> {
  return checkedFormSchema(
    (values: RefundFormValues) => checkRefund(values, context),
    (values: RefundFormValues) => toRefundInput(values, context),
    PaymentRefundInputSchema,
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
