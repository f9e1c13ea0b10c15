import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, optionalString } from '../common/validation';

/**
 * Notifications (SPEC §3 Notification, §4, §9): one send is a notification fanned out to one
 * delivery per recipient and channel. Each delivery has its own status; the notification's
 * status is derived from them. A recipient without an address for a channel is skipped (with
 * the reason), never failed.
 */

export const NOTIFICATION_CATEGORIES = [
  'system',
  'promotion',
  'ads',
  'match',
  'tournament',
  'club',
  'payment',
  'user',
  'announcement',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const RECIPIENT_TYPES = ['all_users', 'specific_users', 'user_roles', 'user_groups'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** A user group: a club's members (a tournament's registered players once tournaments exist). */
export const RECIPIENT_GROUP_KINDS = ['club'] as const;

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'sms', 'zalo_zns', 'push', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** SPEC §4: pending (scheduled or not yet fanned out), processing, sent, failed, cancelled. */
export const NOTIFICATION_STATUSES = ['pending', 'processing', 'sent', 'failed', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'skipped', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a delivery was not attempted: none of these is a failure. */
export const SKIP_REASONS = [
  'no_address',
  'invalid_address',
  'opted_out',
  'channel_disabled',
  'no_provider',
  'no_zns_template',
  'user_inactive',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** How far a link may go: a path inside the app, or an https address. */
const LinkSchema = z
  .string()
  .trim()
  .max(2_000, 'string_max')
  .refine((value) => /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value), 'link')
  .nullish()
  .transform((value) => value ?? null);

/** Template variables: names of letters, digits and underscores, as Liquid reads them. */
export const VARIABLE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;
export const TemplateDataSchema = z
  .record(
    z.string().regex(VARIABLE_NAME_PATTERN, 'variable_name'),
    z.union([z.string().max(2_000, 'string_max'), z.number()]),
  )
  .refine((data) => Object.keys(data).length <= 50, 'array_max')
  .default({});

export const RecipientGroupSchema = z.object({
  kind: z.enum(RECIPIENT_GROUP_KINDS, { error: 'one_of' }),
  id: IdSchema,
});
export type RecipientGroup = z.infer<typeof RecipientGroupSchema>;

/** Who receives a send: everyone, chosen users, holders of chosen roles, members of chosen groups. */
const RecipientsShape = {
  recipient_type: z.enum(RECIPIENT_TYPES, { error: 'one_of' }),
  user_ids: z.array(IdSchema, { error: 'invalid_type' }).max(1_000, 'array_max').default([]),
  role_ids: z.array(IdSchema, { error: 'invalid_type' }).max(100, 'array_max').default([]),
  groups: z.array(RecipientGroupSchema, { error: 'invalid_type' }).max(100, 'array_max').default([]),
};

/** The list the recipient type needs must not be empty. */
function checkRecipients(
  input: { recipient_type: RecipientType; user_ids: number[]; role_ids: number[]; groups: RecipientGroup[] },
  context: z.RefinementCtx,
): void {
  const needed = {
    all_users: null,
    specific_users: input.user_ids.length === 0 ? 'user_ids' : null,
    user_roles: input.role_ids.length === 0 ? 'role_ids' : null,
    user_groups: input.groups.length === 0 ? 'groups' : null,
  }[input.recipient_type];
  if (needed) context.addIssue({ code: 'custom', path: [needed], message: 'recipients_required' });
}

export const RecipientsInputSchema = z.object(RecipientsShape).superRefine(checkRecipients);
export type RecipientsInput = z.infer<typeof RecipientsInputSchema>;

const ChannelsSchema = z
  .array(z.enum(NOTIFICATION_CHANNELS, { error: 'one_of' }), { error: 'invalid_type' })
  .min(1, { message: 'channel_required', abort: true })
  .max(NOTIFICATION_CHANNELS.length, 'array_max')
  .transform((channels) => [...new Set(channels)]);

/**
 * The send form. Either a template (its texts in the recipient's language, filled with `data`)
 * or a free subject and content. `scheduled_at` (UTC) in the future, or null to send now.
 */
export const NotificationSendInputSchema = z
  .object({
    ...RecipientsShape,
    channels: ChannelsSchema,
    category: z.enum(NOTIFICATION_CATEGORIES, { error: 'one_of' }).default('announcement'),
    priority: z.enum(NOTIFICATION_PRIORITIES, { error: 'one_of' }).default('normal'),
    template_id: IdSchema.nullish().transform((value) => value ?? null),
    subject: optionalString(200),
    content: optionalString(5_000),
    data: TemplateDataSchema,
    link: LinkSchema,
    scheduled_at: z
      .string()
      .trim()
      .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'datetime')
      .nullish()
      .transform((value) => (value ? new Date(value).toISOString() : null)),
  })
  .superRefine((input, context) => {
    checkRecipients(input, context);
    if (input.template_id === null && !input.content)
      context.addIssue({ code: 'custom', path: ['content'], message: 'template_or_content' });
    if (input.template_id === null && !input.subject)
      context.addIssue({ code: 'custom', path: ['subject'], message: 'required' });
  });
export type NotificationSendInput = z.infer<typeof NotificationSendInputSchema>;

/** "Who will receive it": the live count beside the recipients, per channel. */
/**
 * "Who will receive it", before sending: per channel, how many it reaches and, of the others, how
 * many get nothing and why (the same reasons the fan-out skips them for): no provider set up, no
 * ZNS template for this send, no address, turned off by the user.
 */
export const RecipientCountSchema = z.object({
  total: z.number().int(),
  channels: z.partialRecord(
    z.enum(NOTIFICATION_CHANNELS),
    z.object({
      reachable: z.number().int(),
      missing: z.number().int(),
      /** False when no enabled provider (nor the product's own configuration) sends on this channel. */
      provider: z.boolean(),
      skipped: z.partialRecord(z.enum(SKIP_REASONS), z.number().int()),
    }),
  ),
});
export type RecipientCount = z.infer<typeof RecipientCountSchema>;
export const RecipientCountInputSchema = z
  .object({
    ...RecipientsShape,
    channels: ChannelsSchema,
    /** What decides the ZNS template: the send's template, else its category's. */
    template_id: IdSchema.nullish().transform((value) => value ?? null),
    category: z.enum(NOTIFICATION_CATEGORIES, { error: 'one_of' }).default('announcement'),
  })
  .superRefine(checkRecipients);

const PersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const DeliveryTotalsSchema = z.partialRecord(z.enum(DELIVERY_STATUSES), z.number().int());
export type DeliveryTotals = z.infer<typeof DeliveryTotalsSchema>;

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(['manual', 'system']),
  category: z.enum(NOTIFICATION_CATEGORIES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subject: z.string().nullable(),
  content: z.string().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  recipient_type: z.enum(RECIPIENT_TYPES),
  recipients: z.object({
    user_ids: z.array(z.number().int()),
    role_ids: z.array(z.number().int()),
    groups: z.array(RecipientGroupSchema),
  }),
  status: z.enum(NOTIFICATION_STATUSES),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_by: PersonSchema.nullable(),
  /** Deliveries per status, and per channel and status. */
  totals: DeliveryTotalsSchema,
  channel_totals: z.partialRecord(z.enum(NOTIFICATION_CHANNELS), DeliveryTotalsSchema),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['created_at', 'scheduled_at', 'sent_at', 'id'], '-created_at'),
  status: z.enum(NOTIFICATION_STATUSES, { error: 'one_of' }).optional(),
  category: z.enum(NOTIFICATION_CATEGORIES, { error: 'one_of' }).optional(),
  priority: z.enum(NOTIFICATION_PRIORITIES, { error: 'one_of' }).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'one_of' }).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  deliveries: DeliveryTotalsSchema,
});

export const DeliverySchema = z.object({
  id: z.number().int(),
  notification_id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  user: PersonSchema.nullable(),
  /** Where it went, masked for phone numbers and push tokens. */
  address: z.string().nullable(),
  locale: z.enum(['en', 'vi']),
  status: z.enum(DELIVERY_STATUSES),
  skip_reason: z.enum(SKIP_REASONS).nullable(),
  error: z.string().nullable(),
  provider: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  provider_message_id: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const DeliveryListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['id', 'updated_at', 'status', 'channel'], 'id'),
  status: z.enum(DELIVERY_STATUSES, { error: 'one_of' }).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'one_of' }).optional(),
});
export type DeliveryListQuery = z.infer<typeof DeliveryListQuerySchema>;
export const DeliveryExportQuerySchema = DeliveryListQuerySchema.omit({ page: true, per_page: true }).extend(
  ExportShape,
);
export type DeliveryExportQuery = z.infer<typeof DeliveryExportQuerySchema>;

/** Retry the failed deliveries of a notification (all, or the ones listed). */
export const DeliveryRetryInputSchema = z.object({
  delivery_ids: z.array(IdSchema, { error: 'invalid_type' }).max(1_000, 'array_max').optional(),
});

/** The send form's preview: a template, or a free subject and content, filled with the data. */
export const NotificationPreviewInputSchema = z.object({
  template_id: IdSchema.nullish().transform((value) => value ?? null),
  subject: optionalString(200),
  content: optionalString(5_000),
  data: TemplateDataSchema,
});
export const NotificationPreviewSchema = z.object({
  en: z.object({ subject: z.string().nullable(), content: z.string() }),
  vi: z.object({ subject: z.string().nullable(), content: z.string() }),
  vi_fallback: z.boolean(),
});
export type NotificationPreview = z.infer<typeof NotificationPreviewSchema>;

/**
 * The send form's pickers: users, roles and clubs by name, for whoever may send (they need not
 * hold the users', roles' or clubs' own view permissions).
 */
export const RECIPIENT_OPTION_KINDS = ['users', 'roles', 'clubs'] as const;
export const RecipientOptionsQuerySchema = z.object({
  kind: z.enum(RECIPIENT_OPTION_KINDS, { error: 'one_of' }),
  search: z.string().trim().max(100, 'string_max').optional(),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'invalid_value')
    .transform((value) => value.split(',').map(Number))
    .optional(),
});
export const RecipientOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** A username, a role's name, a club's member count. */
  detail: z.string().nullable(),
  /** How many users it stands for (roles and clubs). */
  members: z.number().int().nullable(),
});
export type RecipientOption = z.infer<typeof RecipientOptionSchema>;

/** eSMS's delivery report: our signed address (delivery id and its HMAC), and eSMS's query. */
export const EsmsReportParamsSchema = z.object({
  id: IdSchema,
  signature: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'invalid_value'),
});
export const EsmsReportQuerySchema = z.looseObject({
  SMSID: z.string().max(100).optional(),
  SendStatus: z.string().max(4).optional(),
  SendSuccess: z.string().max(10).optional(),
  SendFailed: z.string().max(10).optional(),
});
