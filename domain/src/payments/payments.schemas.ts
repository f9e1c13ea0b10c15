import { z } from 'zod';
import { ExportShape, ListQueryShape, PageMetaSchema, sortSchema } from '../common/pagination';
import { IdSchema, optionalString, QueryDateSchema, requiredString } from '../common/validation';
import { GatewayOptionSchema } from './gateways.schemas';
import { PAYMENT_CURRENCIES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payments.rules';

/** Payment transactions, their history and refunds, the payer's side and the statistics (SPEC §3, §4). */

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
  /** Gateway calls about this payment that changed nothing (refused or repeated); the last few are in its history. */
  unapplied_calls: z.number().int(),
  paid_at: z.string().nullable(),
  created_by: PersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** How many of a payment's gateway calls that changed nothing its history keeps (the newest). */
export const KEPT_UNAPPLIED_CALLS = 5;

export const PAYMENT_EVENT_TYPES = [
  'created',
  'checkout_started',
  'checkout_failed',
  'notification_received',
  /** A gateway call that changed nothing (bad signature, another gateway, wrong amount, a replay). */
  'notification_unapplied',
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
