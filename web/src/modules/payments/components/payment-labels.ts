import {
  GATEWAY_MODES,
  GATEWAY_STATUSES,
  type GatewayMode,
  PAYMENT_CURRENCIES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentEventType,
  type PaymentFlag,
  type PaymentProvider,
  type PaymentStatus,
  type REFUND_STATUSES,
} from '@pickleball/domain';
import {
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
} from '@pickleball/domain/payments/payments.labels';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The payments vocabularies with their full translation keys written out (CONVENTIONS §8: the
 * catalog check finds them), and the colours the screens give them.
 */
type RefundStatus = (typeof REFUND_STATUSES)[number];
type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

export const STATUS_LABELS = PAYMENT_STATUS_LABELS;
export const STATUS_COLORS = PAYMENT_STATUS_COLORS;

export const FLAG_LABELS = {
  unsettled: 'payments:flag.unsettled',
  amount_mismatch: 'payments:flag.amount_mismatch',
  refund_uncertain: 'payments:flag.refund_uncertain',
  paid_after_close: 'payments:flag.paid_after_close',
} as const satisfies Record<PaymentFlag, string>;

/** What a flag asks staff to do, under the flag on a payment's page. */
export const FLAG_HELP = {
  unsettled: 'payments:flag_help.unsettled',
  amount_mismatch: 'payments:flag_help.amount_mismatch',
  refund_uncertain: 'payments:flag_help.refund_uncertain',
  paid_after_close: 'payments:flag_help.paid_after_close',
} as const satisfies Record<PaymentFlag, string>;

export const EVENT_LABELS = {
  created: 'payments:event.created',
  checkout_started: 'payments:event.checkout_started',
  checkout_failed: 'payments:event.checkout_failed',
  notification_received: 'payments:event.notification_received',
  notification_unapplied: 'payments:event.notification_unapplied',
  status_changed: 'payments:event.status_changed',
  captured: 'payments:event.captured',
  refund_requested: 'payments:event.refund_requested',
  refund_succeeded: 'payments:event.refund_succeeded',
  refund_failed: 'payments:event.refund_failed',
  cancelled: 'payments:event.cancelled',
  reconciled: 'payments:event.reconciled',
  flagged: 'payments:event.flagged',
  receipt_sent: 'payments:event.receipt_sent',
} as const satisfies Record<PaymentEventType, string>;

export const EVENT_COLORS: Record<PaymentEventType, string> = {
  created: 'gray',
  checkout_started: 'blue',
  checkout_failed: 'red',
  notification_received: 'teal',
  notification_unapplied: 'orange',
  status_changed: 'blue',
  captured: 'green',
  refund_requested: 'purple',
  refund_succeeded: 'purple',
  refund_failed: 'red',
  cancelled: 'gray',
  reconciled: 'teal',
  flagged: 'orange',
  receipt_sent: 'gray',
};

export const REFUND_STATUS_LABELS = {
  pending: 'payments:refund_status.pending',
  succeeded: 'payments:refund_status.succeeded',
  failed: 'payments:refund_status.failed',
  uncertain: 'payments:refund_status.uncertain',
} as const satisfies Record<RefundStatus, string>;

export const REFUND_STATUS_COLORS: Record<RefundStatus, string> = {
  pending: 'orange',
  succeeded: 'green',
  failed: 'red',
  uncertain: 'yellow',
};

export const MODE_LABELS = {
  sandbox: 'payments:mode.sandbox',
  live: 'payments:mode.live',
} as const satisfies Record<GatewayMode, string>;

export const MODE_HELP = {
  sandbox: 'payments:mode_help.sandbox',
  live: 'payments:mode_help.live',
} as const satisfies Record<GatewayMode, string>;

export const GATEWAY_STATUS_LABELS = {
  active: 'payments:gateway_status.active',
  inactive: 'payments:gateway_status.inactive',
} as const satisfies Record<GatewayStatus, string>;

export const PROVIDER_NAMES = PAYMENT_PROVIDER_NAMES;

/** What each gateway takes, beside its name in the provider select and on the payer's choice. */
export const PROVIDER_HELP = {
  vnpay: 'payments:provider_help.vnpay',
  momo: 'payments:provider_help.momo',
  stripe: 'payments:provider_help.stripe',
} as const satisfies Record<PaymentProvider, string>;

export const PROVIDER_COLORS: Record<PaymentProvider, string> = {
  vnpay: 'blue',
  momo: 'pink',
  stripe: 'purple',
};

/** The module's words in the user's language, and the options of its selects. */
export function usePaymentLabels() {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  return useMemo(() => {
    void language; // the options follow a language switch
    return {
      statusLabel: (status: PaymentStatus) => t(STATUS_LABELS[status]),
      flagLabel: (flag: PaymentFlag) => t(FLAG_LABELS[flag]),
      eventLabel: (type: PaymentEventType) => t(EVENT_LABELS[type]),
      refundStatusLabel: (status: RefundStatus) => t(REFUND_STATUS_LABELS[status]),
      modeLabel: (mode: GatewayMode) => t(MODE_LABELS[mode]),
      gatewayStatusLabel: (status: GatewayStatus) => t(GATEWAY_STATUS_LABELS[status]),
      statusOptions: PAYMENT_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) })),
      providerOptions: PAYMENT_PROVIDERS.map((value) => ({ value, label: PROVIDER_NAMES[value] })),
      modeOptions: GATEWAY_MODES.map((value) => ({ value, label: t(MODE_LABELS[value]) })),
      gatewayStatusOptions: GATEWAY_STATUSES.map((value) => ({
        value,
        label: t(GATEWAY_STATUS_LABELS[value]),
      })),
      currencyOptions: PAYMENT_CURRENCIES.map((value) => ({ value, label: value })),
      flaggedOptions: [
        { value: 'true', label: t('payments:filters.flagged_only') },
        { value: 'false', label: t('payments:filters.not_flagged') },
      ],
    };
  }, [t, language]);
}

/** What a payment is for, by the purpose types the modules register; another type shows as it is. */
export const PURPOSE_LABELS: Readonly<Record<string, string>> = {
  request: 'payments:purpose.request',
  tournament_registration: 'payments:purpose.tournament_registration',
};

export function usePurposeLabel() {
  const { t } = useTranslation('payments');
  return useCallback(
    (type: string) => {
      const key = Object.hasOwn(PURPOSE_LABELS, type) ? PURPOSE_LABELS[type] : undefined;
      return key ? t(key) : type;
    },
    [t],
  );
}

/** Each provider's credentials under the names its console gives them (PROVIDER_CREDENTIALS says which it uses). */
export const CREDENTIAL_LABELS = {
  vnpay: {
    merchant_id: 'payments:credential.vnpay_merchant_id',
    secret: 'payments:credential.vnpay_secret',
  },
  momo: {
    merchant_id: 'payments:credential.momo_merchant_id',
    api_key: 'payments:credential.momo_api_key',
    secret: 'payments:credential.momo_secret',
  },
  stripe: {
    api_key: 'payments:credential.stripe_api_key',
    secret: 'payments:credential.stripe_secret',
  },
} as const satisfies Record<PaymentProvider, Partial<Record<CredentialField, string>>>;

export type CredentialField = 'merchant_id' | 'api_key' | 'secret';

/** Where each provider's console takes the webhook address. */
export const WEBHOOK_HELP = {
  vnpay: 'payments:webhook.vnpay',
  momo: 'payments:webhook.momo',
  stripe: 'payments:webhook.stripe',
} as const satisfies Record<PaymentProvider, string>;
