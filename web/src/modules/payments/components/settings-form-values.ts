import {
  type PaymentCurrency,
  type PaymentSettings,
  type PaymentSettingsInput,
  PaymentSettingsInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';

/** What the settings form holds: the retries as typed, the webhook secret write-only (blank keeps it). */
export interface PaymentSettingsFormValues {
  default_currency: PaymentCurrency;
  auto_capture: boolean;
  retry_attempts: string;
  webhook_secret: string;
  notification_email: string;
}

export function paymentSettingsFormDefaults(settings: PaymentSettings): PaymentSettingsFormValues {
  return {
    default_currency: settings.default_currency,
    auto_capture: settings.auto_capture,
    retry_attempts: String(settings.retry_attempts),
    webhook_secret: '',
    notification_email: settings.notification_email ?? '',
  };
}

/** The body of PUT /payments/settings: a blank address is none, a blank secret is kept. */
export function toPaymentSettingsInput(values: PaymentSettingsFormValues): Record<string, unknown> {
  return {
    default_currency: values.default_currency,
    auto_capture: values.auto_capture,
    retry_attempts: values.retry_attempts.trim(),
    webhook_secret: values.webhook_secret,
    notification_email: values.notification_email.trim() || null,
  };
}

export function createPaymentSettingsFormSchema() {
  return z
    .custom<PaymentSettingsFormValues>()
    .transform(toPaymentSettingsInput)
    .pipe(PaymentSettingsInputSchema) as z.ZodType<PaymentSettingsInput, PaymentSettingsFormValues>;
}
