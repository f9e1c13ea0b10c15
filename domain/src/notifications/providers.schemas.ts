import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { EmailSchema, optionalString, requiredString } from '../common/validation';
import type { NotificationChannel } from './notifications.schemas';

/**
 * Notification providers (SPEC §3 Provider, §4 health): the services a channel sends through,
 * several per channel in priority order (the next is tried when one fails with a transient or
 * configuration error). Secrets are write-only: the API answers which are set, never their values.
 */

export const PROVIDER_TYPES = ['email', 'sms', 'zalo_zns', 'firebase', 'webhook', 'in_app'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const PROVIDER_CHANNEL: Record<ProviderType, NotificationChannel> = {
  email: 'email',
  sms: 'sms',
  zalo_zns: 'zalo_zns',
  firebase: 'push',
  webhook: 'webhook',
  in_app: 'in_app',
};

export const PROVIDER_HEALTH = ['healthy', 'warning', 'unhealthy', 'unknown'] as const;
export type ProviderHealth = (typeof PROVIDER_HEALTH)[number];

/** Health from the last HEALTH_WINDOW deliveries: ≥ 95 % sent healthy, ≥ 70 % warning, else unhealthy. */
export const HEALTH_WINDOW = 50;
export const HEALTH_THRESHOLDS = { healthy: 0.95, warning: 0.7 } as const;

/** The config fields that are secrets, per type: encrypted at rest, never answered. */
export const PROVIDER_SECRET_FIELDS = {
  email: ['password'],
  sms: ['api_key', 'secret_key'],
  zalo_zns: ['secret_key', 'access_token', 'refresh_token'],
  firebase: ['service_account_json', 'legacy_server_key'],
  webhook: ['token', 'password', 'signing_secret'],
  in_app: [],
} as const satisfies Record<ProviderType, readonly string[]>;

const secret = () =>
  z
    .string()
    .max(20_000, 'string_max')
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));
const port = z.coerce
  .number({ error: 'invalid_number' })
  .int('integer')
  .min(1, 'number_min')
  .max(65_535, 'number_max');
const httpUrl = z
  .string({ error: 'required' })
  .trim()
  .min(1, { message: 'required', abort: true })
  .max(500, 'string_max')
  .pipe(z.url({ protocol: /^https?$/, error: 'url' }));

export const EmailProviderConfigSchema = z.object({
  host: requiredString(255),
  port: port.default(587),
  username: optionalString(255),
  password: secret(),
  encryption: z.enum(['none', 'starttls', 'ssl'], { error: 'one_of' }).default('starttls'),
  from_address: EmailSchema,
  from_name: optionalString(100),
});

export const SmsProviderConfigSchema = z.object({
  api_url: httpUrl.default('https://rest.esms.vn/MainService.svc/json'),
  api_key: secret(),
  secret_key: secret(),
  brand_name: requiredString(20),
  sms_type: z.enum(['1', '2', '8'], { error: 'one_of' }).default('2'),
  sandbox: z.boolean({ error: 'invalid_type' }).default(false),
});

export const ZnsProviderConfigSchema = z.object({
  app_id: requiredString(50),
  secret_key: secret(),
  access_token: secret(),
  refresh_token: secret(),
  /** When the access token stops working (ISO); refreshed 5 minutes before. */
  access_token_expires_at: z
    .string()
    .max(40, 'string_max')
    .nullish()
    .transform((v) => v ?? null),
  template_id: optionalString(50),
  api_url: httpUrl.default('https://business.openapi.zalo.me'),
  oauth_url: httpUrl.default('https://oauth.zaloapp.com'),
});

export const FirebaseProviderConfigSchema = z.object({
  project_id: requiredString(100),
  service_account_json: secret(),
  /** Retired by Google in 2024: kept for the record, never used. */
  legacy_server_key: secret(),
});

export const WebhookProviderConfigSchema = z.object({
  url: httpUrl,
  method: z.enum(['POST', 'PUT'], { error: 'one_of' }).default('POST'),
  auth_type: z.enum(['none', 'bearer', 'basic'], { error: 'one_of' }).default('none'),
  token: secret(),
  username: optionalString(255),
  password: secret(),
  signing_secret: secret(),
  headers: z
    .record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'header_name'), z.string().max(1_000, 'string_max'))
    .refine((headers) => Object.keys(headers).length <= 20, 'array_max')
    .default({}),
  timeout_ms: z.coerce
    .number()
    .int('integer')
    .min(1_000, 'number_min')
    .max(30_000, 'number_max')
    .default(10_000),
});

export const InAppProviderConfigSchema = z.object({});

export const PROVIDER_CONFIG_SCHEMAS = {
  email: EmailProviderConfigSchema,
  sms: SmsProviderConfigSchema,
  zalo_zns: ZnsProviderConfigSchema,
  firebase: FirebaseProviderConfigSchema,
  webhook: WebhookProviderConfigSchema,
  in_app: InAppProviderConfigSchema,
} as const;

/** The raw JSON view sends the config as text: not JSON reads 'Invalid JSON format'. */
function parseJsonText(value: unknown, context: z.RefinementCtx): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'invalid_json' });
    return z.NEVER;
  }
}

const commonProviderFields = {
  name: requiredString(100),
  description: optionalString(1_000),
  enabled: z.boolean({ error: 'invalid_type' }).default(true),
  /** Lower goes first within a channel. */
  priority: z.coerce.number().int('integer').min(0, 'number_min').max(1_000, 'number_max').default(10),
};

function providerVariant<T extends ProviderType>(type: T) {
  return z.object({
    ...commonProviderFields,
    type: z.literal(type),
    config: z.unknown().transform(parseJsonText).pipe(PROVIDER_CONFIG_SCHEMAS[type]),
  });
}

export const ProviderInputSchema = z.discriminatedUnion(
  'type',
  [
    providerVariant('email'),
    providerVariant('sms'),
    providerVariant('zalo_zns'),
    providerVariant('firebase'),
    providerVariant('webhook'),
    providerVariant('in_app'),
  ],
  { error: 'one_of' },
);
export type ProviderInput = z.infer<typeof ProviderInputSchema>;

export const ProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PROVIDER_TYPES),
  channel: z.enum(['in_app', 'email', 'sms', 'zalo_zns', 'push', 'webhook']),
  description: z.string().nullable(),
  enabled: z.boolean(),
  status: z.enum(['enabled', 'disabled']),
  priority: z.number().int(),
  /** The config without its secrets. */
  config: z.record(z.string(), z.unknown()),
  /** Which secret fields hold a value. */
  secrets: z.record(z.string(), z.boolean()),
  health: z.enum(PROVIDER_HEALTH),
  /** What health was computed from: the last deliveries through this provider. */
  health_detail: z.object({ sent: z.number().int(), failed: z.number().int(), window: z.number().int() }),
  last_test: z
    .object({ at: z.string(), ok: z.boolean(), message: z.string().nullable(), address: z.string() })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Provider = z.infer<typeof ProviderSchema>;

export const ProviderListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['priority', 'name', 'created_at', 'id'], 'priority'),
  type: z.enum(PROVIDER_TYPES, { error: 'one_of' }).optional(),
  health: z.enum(PROVIDER_HEALTH, { error: 'one_of' }).optional(),
  enabled: z.enum(['true', 'false'], { error: 'one_of' }).optional(),
});
export type ProviderListQuery = z.infer<typeof ProviderListQuerySchema>;

/** "Test": a real message to an address the tester types (e-mail, phone, push token or nothing). */
export const ProviderTestInputSchema = z.object({
  address: z.string().trim().max(4_096, 'string_max').default(''),
});
