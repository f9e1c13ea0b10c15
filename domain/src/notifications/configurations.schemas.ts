import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, VARIABLE_NAME_PATTERN } from './notifications.schemas';
import {
  EmailProviderConfigSchema,
  FirebaseProviderConfigSchema,
  ProviderSchema,
  ZnsProviderConfigSchema,
} from './providers.schemas';

/**
 * System configurations (SPEC /configurations): the product's outgoing mail server and its
 * Firebase project. Environment variables, where set, are the defaults until a page saves its
 * own values. Secrets are write-only, as for providers. Each page tests after saving.
 */

export const CONFIGURATION_KEYS = ['email', 'firebase'] as const;
export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number];

export const LastTestSchema = z
  .object({ at: z.string(), ok: z.boolean(), message: z.string().nullable() })
  .nullable();

export const EmailConfigurationInputSchema = EmailProviderConfigSchema;
export type EmailConfigurationInput = z.infer<typeof EmailConfigurationInputSchema>;
export const FirebaseConfigurationInputSchema = FirebaseProviderConfigSchema;
export type FirebaseConfigurationInput = z.infer<typeof FirebaseConfigurationInputSchema>;

export const ConfigurationSchema = z.object({
  key: z.enum(CONFIGURATION_KEYS),
  /** `environment`: nothing saved yet, the server's environment variables apply. */
  source: z.enum(['saved', 'environment', 'none']),
  config: z.record(z.string(), z.unknown()),
  secrets: z.record(z.string(), z.boolean()),
  last_test: LastTestSchema,
  updated_at: z.string().nullable(),
});
export type Configuration = z.infer<typeof ConfigurationSchema>;

export const ConfigurationTestInputSchema = z.object({
  address: z.string().trim().max(4_096, 'string_max').default(''),
});

/** A ZNS template's parameter name as Zalo registers it (`customer_name`, `orderCode`). */
export const ZNS_PARAM_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/**
 * Per ZNS template, which of our values fills each of its parameters: a variable of the send's
 * data (`player_name`) or one of ZNS_BUILT_IN_VARIABLES. A template without a mapping receives
 * the send's data under the variables' own names.
 */
export const ZNS_BUILT_IN_VARIABLES = ['subject', 'content', 'link'] as const;
const ZnsParamMapSchema = z
  .record(
    z.string().regex(ZNS_PARAM_PATTERN, 'zns_param'),
    z.string({ error: 'required' }).trim().regex(VARIABLE_NAME_PATTERN, 'variable_name'),
  )
  .refine((map) => Object.keys(map).length <= 30, 'array_max');
export type ZnsParamMap = z.infer<typeof ZnsParamMapSchema>;

/** The Zalo ZNS page: the OA's provider, which ZNS template each category sends with, and their parameters. */
export const ZaloZnsInputSchema = z
  .object({
    name: z.string().trim().max(100, 'string_max').default('Zalo OA'),
    enabled: z.boolean({ error: 'invalid_type' }).default(true),
    config: ZnsProviderConfigSchema,
    category_templates: z
      .partialRecord(z.enum(NOTIFICATION_CATEGORIES), z.string().trim().max(50, 'string_max'))
      .default({}),
    template_params: z.record(z.string().trim().max(50, 'string_max'), ZnsParamMapSchema).default({}),
  })
  .superRefine((input, context) => {
    // A mapping belongs to a template the page sends with: a category's, or the default one.
    const known = new Set(
      [...Object.values(input.category_templates), input.config.template_id ?? ''].filter(Boolean),
    );
    for (const templateId of Object.keys(input.template_params))
      if (!known.has(templateId))
        context.addIssue({
          code: 'custom',
          path: ['template_params', templateId],
          message: 'zns_template_unknown',
        });
  });
export type ZaloZnsInput = z.infer<typeof ZaloZnsInputSchema>;
export const ZaloZnsSchema = z.object({
  provider: ProviderSchema.nullable(),
  category_templates: z.record(z.string(), z.string()),
  template_params: z.record(z.string(), z.record(z.string(), z.string())),
  access_token_expires_at: z.string().nullable(),
});

/** Push tokens a signed-in user's devices register (the players' app, a browser). */
export const PushTokenInputSchema = z.object({
  token: z.string({ error: 'required' }).trim().min(20, 'string_min').max(4_096, 'string_max'),
  platform: z.enum(['android', 'ios', 'web'], { error: 'one_of' }),
});

/** Phone verification: a 6-digit code sent by SMS (or Zalo ZNS), valid 5 minutes, 5 tries. */
export const PHONE_CODE_TTL_SECONDS = 300;
export const PHONE_CODE_MAX_TRIES = 5;
export const PhoneVerifyInputSchema = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{6}$/, 'phone_code'),
});
export const PhoneVerificationSentSchema = z.object({
  phone: z.string(),
  channel: z.enum(['sms', 'zalo_zns']),
  expires_at: z.string(),
});

/** The channels a user may turn off for themselves (in-app always reaches them). */
export const OPTIONAL_CHANNELS = ['email', 'sms', 'zalo_zns', 'push'] as const;
export const NotificationPreferencesSchema = z.object({
  email: z.boolean({ error: 'invalid_type' }),
  sms: z.boolean({ error: 'invalid_type' }),
  zalo_zns: z.boolean({ error: 'invalid_type' }),
  push: z.boolean({ error: 'invalid_type' }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
