import { describe, expect, it } from 'vitest';
import {
  newIdempotencyKey,
  REFUND_FORM_DEFAULTS,
  type RefundFormValues,
} from '../../../components/form/refund-form-values';
import { formatMoney } from '../../../lib/money';
import { createRefundFormSchema, type RefundContext } from './refund-form-values';

const context = (overrides: Partial<RefundContext> = {}): RefundContext => ({
  currency: 'VND',
  refundable: 150_000,
  provider: 'vnpay',
  idempotencyKey: 'refund-key-0001',
  locale: 'vi',
  formatAmount: (amount) => formatMoney(amount, overrides.currency ?? 'VND', 'en'),
  ...overrides,
});

const typed = (values: Partial<RefundFormValues>): RefundFormValues => ({
  ...REFUND_FORM_DEFAULTS,
  reason: 'Giải đấu bị hủy',
  ...values,
});

const issuesOf = (values: RefundFormValues, ctx = context()) =>
  (createRefundFormSchema(ctx).safeParse(values).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    params: 'params' in issue ? issue.params : undefined,
  }));

describe('the refund dialog', () => {
  it('refunds everything refundable when no amount is typed', () => {
    expect(createRefundFormSchema(context()).parse(typed({}))).toEqual({
      amount: null,
      reason: 'Giải đấu bị hủy',
      idempotency_key: 'refund-key-0001',
    });
  });

  it('sends a part in minor units', () => {
    expect(
      createRefundFormSchema(context()).parse(typed({ scope: 'partial', amount: '50.000' })),
    ).toMatchObject({
      amount: 50_000,
    });
    expect(
      createRefundFormSchema(context({ currency: 'USD', refundable: 2_000, provider: 'stripe' })).parse(
        typed({ scope: 'partial', amount: '12,5' }),
      ),
    ).toMatchObject({ amount: 1_250 });
  });

  it('refuses more than is refundable, saying how much is left', () => {
    expect(issuesOf(typed({ scope: 'partial', amount: '200.000' }))).toEqual([
      { path: 'amount', message: 'refund_too_much', params: { max: '₫150,000' } },
    ]);
  });

  it('keeps MoMo’s smallest refund', () => {
    expect(issuesOf(typed({ scope: 'partial', amount: '500' }), context({ provider: 'momo' }))).toEqual([
      { path: 'amount', message: 'refund_min', params: { min: '₫1,000' } },
    ]);
  });

  it('asks for the reason and the part together', () => {
    expect(issuesOf(typed({ scope: 'partial', amount: '', reason: '' })).map((issue) => issue.path)).toEqual([
      'amount',
      'reason',
    ]);
  });

  it('makes a new key for each dialog', () => {
    const first = newIdempotencyKey();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
