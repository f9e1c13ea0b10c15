import {
  type PaymentCurrency,
  type RegistrationRefundInput,
  RegistrationRefundInputSchema,
} from '@pickleball/domain';
import type { z } from 'zod';
import { checkedFormSchema, type OwnIssue } from '../form/checked-schema';
import { readMoneyText } from '../form/money';

/** The refund dialog: all that was paid, or a part typed in the currency; the reason kept with it. */
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
  /** One per opening of the dialog: sent twice, the refund happens once. */
  idempotencyKey: string;
  locale: string;
  /** An amount in minor units as the messages show it. */
  formatAmount: (amount: number) => string;
}

export function toRefundInput(values: RefundFormValues, context: RefundContext): Record<string, unknown> {
  const read =
    values.scope === 'partial' ? readMoneyText(values.amount, context.currency, context.locale) : null;
  return {
    amount: read === null ? null : 'amount' in read ? (read.amount ?? Number.NaN) : Number.NaN,
    reason: values.reason,
    idempotency_key: context.idempotencyKey,
  };
}

/** A part must be typed, in the currency, and no more than what was paid and not yet refunded. */
export function checkRefund(values: RefundFormValues, context: RefundContext): OwnIssue[] {
  if (values.scope === 'full') return [];
  const read = readMoneyText(values.amount, context.currency, context.locale);
  if ('issue' in read)
    return [{ path: ['amount'], message: read.issue, params: { min: context.formatAmount(1) } }];
  if (read.amount === null) return [{ path: ['amount'], message: 'required' }];
  if (read.amount < 1)
    return [{ path: ['amount'], message: 'refund_min', params: { min: context.formatAmount(1) } }];
  if (read.amount > context.refundable)
    return [
      {
        path: ['amount'],
        message: 'refund_too_much',
        params: { max: context.formatAmount(context.refundable) },
      },
    ];
  return [];
}

export function createRefundFormSchema(
  context: RefundContext,
): z.ZodType<RegistrationRefundInput, RefundFormValues> {
  return checkedFormSchema(
    (values: RefundFormValues) => checkRefund(values, context),
    (values: RefundFormValues) => toRefundInput(values, context),
    RegistrationRefundInputSchema,
  );
}

/** A new idempotency key (also where `crypto.randomUUID` is missing: plain HTTP on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
