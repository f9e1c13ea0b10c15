import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { EmailSchema, optionalString, requiredString } from '../common/validation';
import { GATEWAY_MODES, GATEWAY_STATUSES, PAYMENT_CURRENCIES, PAYMENT_PROVIDERS } from './payments.rules';

/** Payment gateways and the payment settings (SPEC §3 Gateway, Payment settings). */

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
