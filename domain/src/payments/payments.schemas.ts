import { z } from 'zod';
import { ExportShape, ListQueryShape, PageMetaSchema, sortSchema } from '../common/pagination';
import { EmailSchema, IdSchema, optionalString, QueryDateSchema, requiredString } from '../common/validation';

/**
 * Payments (SPEC §3 Payment transaction, Gateway, Payment settings; §4 payment states; §9 gateway
 * modes). Money is an integer in the currency's minor unit (VND has none: 150000 is ₫150.000;
 * USD 1250 is $12.50). Gateway secrets are write-only: the API answers whether each is set.
 */

export const PAYMENT_PROVIDERS = ['vnpay', 'momo', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const GATEWAY_MODES = ['sandbox', 'live'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export const GATEWAY_STATUSES = ['active', 'inactive'] as const;

export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses a gateway may still move (a notification for any other is "already confirmed"). */
export const OPEN_PAYMENT_STATUSES = ['pending', 'processing'] as const satisfies readonly PaymentStatus[];

/** ISO 4217 codes the product takes, with their minor-unit exponent. */
export const CURRENCY_MINOR_UNITS = { VND: 0, USD: 2, EUR: 2, SGD: 2, AUD: 2 } as const;
export const PAYMENT_CURRENCIES = Object.keys(CURRENCY_MINOR_UNITS) as [keyof typeof CURRENCY_MINOR_UNITS];
export type PaymentCurrency = keyof typeof CURRENCY_MINOR_UNITS;

/** What each gateway can take: VNPay and MoMo take đồng only. */
export const PROVIDER_CURRENCIES: Record<PaymentProvider, readonly PaymentCurrency[]> = {
  vnpay: ['VND'],
  momo: ['VND'],
  stripe: PAYMENT_CURRENCIES,
};

/**
 * Which credentials each gateway needs, and what they are called there:
 * - VNPay: merchant_id = vnp_TmnCode, secret = vnp_HashSecret (api_key unused);
 * - MoMo: merchant_id = partnerCode, api_key = accessKey, secret = secretKey;
 * - Stripe: api_key = secret key (sk_…), secret = webhook signing secret (whsec_…).
 */
export const PROVIDER_CREDENTIALS: Record<
  PaymentProvider,
  { merchant_id: boolean; api_key: boolean; secret: boolean }
> = {
  vnpay: { merchant_id: true, api_key: false, secret: true },
  momo: { merchant_id: true, api_key: true, secret: true },
  stripe: { merchant_id: false, api_key: true, secret: true },
};

/** The gateways' standard addresses per mode (an API address typed on the gateway overrides them). */
export const PROVIDER_API_URLS: Record<PaymentProvider, Record<GatewayMode, string>> = {
  vnpay: { sandbox: 'https://sandbox.vnpayment.vn', live: 'https://pay.vnpay.vn' },
  momo: { sandbox: 'https://test-payment.momo.vn', live: 'https://payment.momo.vn' },
  stripe: { sandbox: 'https://api.stripe.com', live: 'https://api.stripe.com' },
};

/** MoMo refuses refunds under 1,000 VND. */
export const MOMO_MIN_REFUND = 1_000;

const secret = () =>
  z
    .string()
    .max(500, 'string_max')
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

const optionalHttpUrl = z
  .string()
  .trim()
  .max(500, 'string_max')
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.url({ protocol: /^https?$/, error: 'url' }).nullable());

/** Lowercase letters, digits and hyphens: it appears in the gateway's webhook URL. */
export const GATEWAY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const GatewayInputSchema = z.object({
  name: requiredString(100),
  key: requiredString(50).regex(GATEWAY_KEY_PATTERN, 'key_format'),
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'one_of' }),
  mode: z.enum(GATEWAY_MODES, { error: 'one_of' }).default('sandbox'),
  merchant_id: optionalString(100),
  /** Write-only; blank on an edit keeps the stored value. */
  api_key: secret(),
  /** Write-only; blank on an edit keeps the stored value. */
  secret: secret(),
  /** Blank: the provider's standard address for the mode. */
  api_url: optionalHttpUrl,
  /** Where the payer's browser goes after paying; blank: the product's own result page. */
  success_url: optionalHttpUrl,
  /** Where the payer's browser goes after cancelling; blank: the product's own result page. */
  cancel_url: optionalHttpUrl,
  supported_currencies: z
    .array(z.enum(PAYMENT_CURRENCIES, { error: 'one_of' }), { error: 'invalid_type' })
    .min(1, 'array_min')
    .max(PAYMENT_CURRENCIES.length, 'array_max'),
  status: z.enum(GATEWAY_STATUSES, { error: 'one_of' }).default('active'),
  description: optionalString(1_000),
});
export type GatewayInput = z.infer<typeof GatewayInputSchema>;

export const GatewaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  mode: z.enum(GATEWAY_MODES),
  merchant_id: z.string().nullable(),
  /** Whether each secret holds a value (never the value). */
  secrets: z.object({ api_key: z.boolean(), secret: z.boolean() }),
  api_url: z.string().nullable(),
  /** The address actually called: api_url, else the provider's standard one for the mode. */
  effective_api_url: z.string(),
  /** To paste into the gateway's console (IPN / webhook endpoint). */
  webhook_url: z.string(),
  success_url: z.string().nullable(),
  cancel_url: z.string().nullable(),
  supported_currencies: z.array(z.enum(PAYMENT_CURRENCIES)),
  status: z.enum(GATEWAY_STATUSES),
  description: z.string().nullable(),
  last_test: z.object({ at: z.string(), ok: z.boolean(), message: z.string().nullable() }).nullable(),
  transaction_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Gateway = z.infer<typeof GatewaySchema>;

export const GatewayListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['name', 'provider', 'created_at', 'id'], 'name'),
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'one_of' }).optional(),
  status: z.enum(GATEWAY_STATUSES, { error: 'one_of' }).optional(),
});
export type GatewayListQuery = z.infer<typeof GatewayListQuerySchema>;

/** A gateway as a payer or a filter sees it: no credentials, no addresses. */
export const GatewayOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  mode: z.enum(GATEWAY_MODES),
  supported_currencies: z.array(z.enum(PAYMENT_CURRENCIES)),
});
export type GatewayOption = z.infer<typeof GatewayOptionSchema>;

// ---- Settings ----

export const PaymentSettingsInputSchema = z.object({
  default_currency: z.enum(PAYMENT_CURRENCIES, { error: 'one_of' }).default('VND'),
  /** Off: a Stripe card payment is authorised, then captured by "process". */
  auto_capture: z.boolean({ error: 'invalid_type' }).default(true),
  /** How many times reconciliation asks the gateway about a pending payment before flagging it. */
  retry_attempts: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(10, 'number_max')
    .default(3),
  /** Write-only: the Stripe signing secret used by a Stripe gateway that has none of its own. */
  webhook_secret: secret(),
  /** Receipts are copied here too. */
  notification_email: EmailSchema.nullish().transform((value) => value ?? null),
});
export type PaymentSettingsInput = z.infer<typeof PaymentSettingsInputSchema>;

export const PaymentSettingsSchema = z.object({
  default_currency: z.enum(PAYMENT_CURRENCIES),
  auto_capture: z.boolean(),
  retry_attempts: z.number().int(),
  webhook_secret_set: z.boolean(),
  notification_email: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

// ---- Transactions ----

const PersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

/** What a payment is for: the module that asked and its record (a tournament registration, a request…). */
export const PaymentPurposeSchema = z.object({ type: z.string(), id: z.number().int().nullable() });

export const PAYMENT_FLAGS = [
  'unsettled',
  'amount_mismatch',
  'refund_uncertain',
  'paid_after_close',
] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

export const PaymentSchema = z.object({
  id: z.number().int(),
  /** Our order reference, sent to the gateway (vnp_TxnRef, MoMo orderId, Stripe client_reference_id). */
  transaction_id: z.string(),
  amount: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
  status: z.enum(PAYMENT_STATUSES),
  gateway: GatewayOptionSchema.pick({ id: true, name: true, provider: true }).nullable(),
  /** The merchant's own reference (an invoice number), if any. */
  reference: z.string().nullable(),
  description: z.string(),
  user: PersonSchema.nullable(),
  purpose: PaymentPurposeSchema,
  /** The gateway's transaction number (vnp_TransactionNo, MoMo transId, Stripe payment intent). */
  gateway_reference: z.string().nullable(),
  /** The gateway's last status code as it said it (VNPay 00, MoMo 0, Stripe "paid"). */
  gateway_status: z.string().nullable(),
  /** The gateway's last answer about this payment, secrets removed. */
  gateway_response: z.unknown().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  refunded_amount: z.number().int(),
  /** What may still be refunded: paid, less refunded, less refunds under way. */
  refundable_amount: z.number().int(),
  flag: z.enum(PAYMENT_FLAGS).nullable(),
  paid_at: z.string().nullable(),
  created_by: PersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PAYMENT_EVENT_TYPES = [
  'created',
  'checkout_started',
  'checkout_failed',
  'notification_received',
  'status_changed',
  'captured',
  'refund_requested',
  'refund_succeeded',
  'refund_failed',
  'cancelled',
  'reconciled',
  'flagged',
  'receipt_sent',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const PaymentEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENT_EVENT_TYPES),
  /** The outcome in the gateway's terms: the IPN answer (`00`, `02`, `04`, `97`…) or the call's result. */
  verdict: z.string().nullable(),
  status_from: z.enum(PAYMENT_STATUSES).nullable(),
  status_to: z.enum(PAYMENT_STATUSES).nullable(),
  amount: z.number().int().nullable(),
  actor: PersonSchema.nullable(),
  /** The raw request or answer exchanged with the gateway, secrets and signatures masked. */
  payload: z.unknown().nullable(),
  created_at: z.string(),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'uncertain'] as const;
export const PaymentRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string().nullable(),
  gateway_reference: z.string().nullable(),
  requested_by: PersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentRefund = z.infer<typeof PaymentRefundSchema>;

export const PaymentDetailSchema = PaymentSchema.extend({
  events: z.array(PaymentEventSchema),
  refunds: z.array(PaymentRefundSchema),
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

const amountFilter = z.coerce.number({ error: 'invalid_number' }).int('integer').min(0, 'number_min');

export const PaymentListQueryShape = {
  ...ListQueryShape,
  sort: sortSchema(['created_at', 'amount', 'status', 'paid_at', 'id'], '-created_at'),
  status: z.enum(PAYMENT_STATUSES, { error: 'one_of' }).optional(),
  gateway_id: IdSchema.optional(),
  currency: z.enum(PAYMENT_CURRENCIES, { error: 'one_of' }).optional(),
  user_id: IdSchema.optional(),
  purpose: z.string().trim().max(50, 'string_max').optional(),
  flagged: z.enum(['true', 'false'], { error: 'one_of' }).optional(),
  /** Created on or after this date (local day start, as the web sends it). */
  from: QueryDateSchema.optional(),
  /** Created before this instant. */
  to: QueryDateSchema.optional(),
  amount_min: amountFilter.optional(),
  amount_max: amountFilter.optional(),
};
export const PaymentListQuerySchema = z.object(PaymentListQueryShape);
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

export const PaymentExportQuerySchema = PaymentListQuerySchema.omit({ page: true, per_page: true }).extend(
  ExportShape,
);
export type PaymentExportQuery = z.infer<typeof PaymentExportQuerySchema>;

export const PaymentListSchema = z.object({ data: z.array(PaymentSchema), meta: PageMetaSchema });

/** The list's summary (SPEC §4: successful, failed and pending) for the same filters. */
const CountAndAmountSchema = z.object({ count: z.number().int(), amount: z.number().int() });
export const PaymentSummarySchema = z.object({
  /** Amounts are summed in this currency only (the filter's, else the settings' default). */
  currency: z.enum(PAYMENT_CURRENCIES),
  successful: CountAndAmountSchema,
  failed: CountAndAmountSchema,
  pending: CountAndAmountSchema,
  refunded: CountAndAmountSchema,
  flagged: z.number().int(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

export const PaymentFiltersSchema = z.object({
  gateways: z.array(GatewayOptionSchema),
  purposes: z.array(z.string()),
  currencies: z.array(z.enum(PAYMENT_CURRENCIES)),
});

/** Staff asks a user to pay (a club fee, a court booking): the user is told and pays from /pay/{id}. */
export const PaymentRequestInputSchema = z.object({
  user_id: IdSchema,
  amount: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(10_000_000_000, 'number_max'),
  currency: z.enum(PAYMENT_CURRENCIES, { error: 'one_of' }),
  description: requiredString(255),
  reference: optionalString(100),
  gateway_id: IdSchema.nullish().transform((value) => value ?? null),
});
export type PaymentRequestInput = z.infer<typeof PaymentRequestInputSchema>;

export const PaymentRefundInputSchema = z.object({
  /** Blank: everything still refundable. */
  amount: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .nullish()
    .transform((value) => value ?? null),
  reason: requiredString(255),
  /** One per refund dialog: the same key twice refunds once. */
  idempotency_key: z.string().trim().min(8, 'string_min').max(64, 'string_max'),
});
export type PaymentRefundInput = z.infer<typeof PaymentRefundInputSchema>;

export const PaymentActionInputSchema = z.object({ reason: optionalString(255) });

// ---- The payer's side ----

export const CheckoutInputSchema = z.object({ gateway_id: IdSchema });
export const CheckoutSchema = z.object({ redirect_url: z.string(), payment_id: z.number().int() });
export type Checkout = z.infer<typeof CheckoutSchema>;

export const MyPaymentSchema = PaymentSchema.pick({
  id: true,
  transaction_id: true,
  amount: true,
  currency: true,
  status: true,
  gateway: true,
  description: true,
  reference: true,
  refunded_amount: true,
  paid_at: true,
  created_at: true,
}).extend({
  /** Active gateways that take this currency (empty once the payment is settled). */
  gateways: z.array(GatewayOptionSchema),
});
export type MyPayment = z.infer<typeof MyPaymentSchema>;

export const MyPaymentListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['created_at', 'id'], '-created_at'),
  status: z.enum(PAYMENT_STATUSES, { error: 'one_of' }).optional(),
});
export type MyPaymentListQuery = z.infer<typeof MyPaymentListQuerySchema>;

// ---- Statistics (payment.stats) ----

export const PaymentStatsQuerySchema = z.object({
  currency: z.enum(PAYMENT_CURRENCIES, { error: 'one_of' }).optional(),
  days: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(7, 'number_min')
    .max(366, 'number_max')
    .default(30),
  /** The reader's time zone: days are cut at their midnight. */
  tz: ExportShape.tz,
});
export type PaymentStatsQuery = z.infer<typeof PaymentStatsQuerySchema>;

export const PaymentStatsSchema = z.object({
  currency: z.enum(PAYMENT_CURRENCIES),
  days: z.number().int(),
  /** Completed (and partly or fully refunded) payments in the period, less refunds. */
  revenue: z.number().int(),
  revenue_this_month: z.number().int(),
  /** Completed ÷ settled (completed, failed, cancelled) in the period; null with none settled. */
  success_rate: z.number().nullable(),
  refunds: CountAndAmountSchema,
  pending: z.number().int(),
  flagged: z.number().int(),
  /** Every day of the period, oldest first, zero where nothing was paid. */
  by_day: z.array(z.object({ date: z.string(), amount: z.number().int(), count: z.number().int() })),
  by_gateway: z.array(
    z.object({
      gateway_id: z.number().int().nullable(),
      name: z.string(),
      provider: z.enum(PAYMENT_PROVIDERS).nullable(),
      amount: z.number().int(),
      count: z.number().int(),
    }),
  ),
  by_status: z.partialRecord(z.enum(PAYMENT_STATUSES), z.number().int()),
});
export type PaymentStats = z.infer<typeof PaymentStatsSchema>;

/** A gateway test's outcome: a call the gateway answers without money moving. */
export const GatewayTestResultSchema = z.object({ ok: z.boolean(), message: z.string().nullable() });
