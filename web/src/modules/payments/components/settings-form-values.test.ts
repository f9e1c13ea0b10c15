import type { PaymentSettings } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { createPaymentSettingsFormSchema, paymentSettingsFormDefaults } from './settings-form-values';

const stored: PaymentSettings = {
  default_currency: 'VND',
  auto_capture: true,
  retry_attempts: 3,
  webhook_secret_set: true,
  notification_email: null,
  updated_at: null,
};

describe('the payment settings form', () => {
  it('sends the stored settings back with the secret kept and no copy address', () => {
    expect(createPaymentSettingsFormSchema().parse(paymentSettingsFormDefaults(stored))).toEqual({
      default_currency: 'VND',
      auto_capture: true,
      retry_attempts: 3,
      webhook_secret: null,
      notification_email: null,
    });
  });

  it('takes a copy address and a new secret', () => {
    const values = {
      ...paymentSettingsFormDefaults(stored),
      notification_email: ' KeToan@Pickleball.vn ',
      webhook_secret: 'whsec_abc',
      retry_attempts: '5',
    };
    expect(createPaymentSettingsFormSchema().parse(values)).toMatchObject({
      notification_email: 'ketoan@pickleball.vn',
      webhook_secret: 'whsec_abc',
      retry_attempts: 5,
    });
  });

  it('keeps the retries between 1 and 10', () => {
    const result = createPaymentSettingsFormSchema().safeParse({
      ...paymentSettingsFormDefaults(stored),
      retry_attempts: '12',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['retry_attempts', 'number_max'],
    ]);
  });
});
