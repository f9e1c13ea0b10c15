/** Payments, gateways and settings as the API speaks them (and gateway input as row values). */
import type {
  GatewayInput,
  GatewayOption,
  MyPayment,
  Payment,
  PaymentCurrency,
  PaymentFlag,
  PaymentProvider,
  PaymentSettings,
  PaymentStatus,
} from '@pickleball/domain';
import { toIso, toIsoOrNull } from '../../db/dialect';
import type { GatewayRow } from './payments.gateways.repository';
import type { PaymentListRow } from './payments.repository';
import type { StoredPaymentSettings } from './payments.settings.service';

export function person(id: number | null, name: string | null, username: string | null) {
  return id !== null && name !== null && username !== null ? { id, name, username } : null;
}

export function toPayment(row: PaymentListRow): Payment {
  const amount = Number(row.amount);
  const refunded = Number(row.refunded_amount);
  const refundable =
    row.status === 'completed' ? Math.max(0, amount - refunded - Number(row.refund_reserved)) : 0;
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    amount,
    currency: row.currency as PaymentCurrency,
    status: row.status as PaymentStatus,
    gateway:
      row.gateway_id !== null && row.gateway_name !== null
        ? { id: row.gateway_id, name: row.gateway_name, provider: row.gateway_provider as PaymentProvider }
        : null,
    reference: row.reference,
    description: row.description,
    user: person(row.user_id, row.payer_name, row.payer_username),
    purpose: { type: row.purpose_type, id: row.purpose_id },
    gateway_reference: row.gateway_reference,
    gateway_status: row.gateway_status,
    gateway_response: row.gateway_response ? JSON.parse(row.gateway_response) : null,
    metadata: JSON.parse(row.metadata),
    refunded_amount: refunded,
    refundable_amount: refundable,
    flag: (row.flag as PaymentFlag | null) ?? null,
    unapplied_calls: Number(row.unapplied_calls),
    paid_at: toIsoOrNull(row.paid_at),
    created_by: person(row.created_by, row.creator_name, row.creator_username),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function toMyPayment(payment: Payment, gateways: GatewayOption[]): MyPayment {
  return {
    id: payment.id,
    transaction_id: payment.transaction_id,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    gateway: payment.gateway,
    description: payment.description,
    reference: payment.reference,
    refunded_amount: payment.refunded_amount,
    paid_at: payment.paid_at,
    created_at: payment.created_at,
    gateways: payment.status === 'pending' ? gateways : [],
  };
}

export function toGatewayOption(row: GatewayRow): GatewayOption {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider as PaymentProvider,
    mode: row.mode as 'sandbox' | 'live',
    supported_currencies: JSON.parse(row.supported_currencies) as PaymentCurrency[],
  };
}

export function plainValues(input: GatewayInput) {
  return {
    name: input.name,
    key: input.key,
    provider: input.provider,
    mode: input.mode,
    merchant_id: input.merchant_id,
    api_url: input.api_url,
    success_url: input.success_url,
    cancel_url: input.cancel_url,
    supported_currencies: JSON.stringify([...new Set(input.supported_currencies)]),
    status: input.status,
    description: input.description,
  };
}

export function toPaymentSettings(stored: StoredPaymentSettings): PaymentSettings {
  return {
    default_currency: stored.defaultCurrency,
    auto_capture: stored.autoCapture,
    retry_attempts: stored.retryAttempts,
    webhook_secret_set: Boolean(stored.webhookSecret),
    notification_email: stored.notificationEmail,
    updated_at: stored.updatedAt,
  };
}
