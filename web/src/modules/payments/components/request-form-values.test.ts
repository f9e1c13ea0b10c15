import { describe, expect, it } from 'vitest';
import {
  createPaymentRequestFormSchema,
  type PaymentRequestFormValues,
  paymentRequestFormDefaults,
} from './request-form-values';

const typed = (values: Partial<PaymentRequestFormValues>): PaymentRequestFormValues => ({
  ...paymentRequestFormDefaults('VND'),
  ...values,
});

const schemaIn = (locale: string) => createPaymentRequestFormSchema(() => locale);

const firstIssues = (values: PaymentRequestFormValues) => {
  const result = schemaIn('vi').safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the payment request dialog', () => {
  it('sends đồng as they are and dollars in cents', () => {
    const vnd = schemaIn('vi').parse(
      typed({ user_id: 7, amount: '150.000', description: ' Phí câu lạc bộ tháng 11 ' }),
    );
    expect(vnd).toEqual({
      user_id: 7,
      amount: 150_000,
      currency: 'VND',
      description: 'Phí câu lạc bộ tháng 11',
      reference: null,
      gateway_id: null,
    });
    const usd = schemaIn('en').parse(
      typed({ user_id: 7, amount: '12.50', currency: 'USD', description: 'Court booking', gateway_id: '3' }),
    );
    expect(usd).toMatchObject({ amount: 1_250, currency: 'USD', gateway_id: 3 });
  });

  it('asks for the payer and refuses amounts the currency cannot hold', () => {
    expect(firstIssues(typed({ amount: '10,5', description: 'Phí' }))).toMatchObject({
      user_id: 'required',
      amount: 'integer',
    });
    expect(
      firstIssues(typed({ user_id: 7, amount: '12,345', currency: 'USD', description: 'Fee' })),
    ).toMatchObject({ amount: 'price_format' });
    expect(firstIssues(typed({ user_id: 7, amount: '', description: '' }))).toMatchObject({
      amount: 'required',
      description: 'required',
    });
  });
});
