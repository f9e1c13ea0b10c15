import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import { optionalString, requiredString } from '../common/validation';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  TemplateDataSchema,
  VARIABLE_NAME_PATTERN,
} from './notifications.schemas';

/**
 * Notification templates and e-mail templates (SPEC §3): one text per language (en, vi), the
 * recipient's language chosen at send time, English as the fallback. Texts are Liquid: variables
 * are declared per template and an undeclared one is refused on save, naming it.
 */

export const TemplateVariableSchema = z.object({
  name: z.string({ error: 'required' }).trim().regex(VARIABLE_NAME_PATTERN, 'variable_name'),
  description: optionalString(200),
  /** Shown in the preview. */
  sample: optionalString(500),
});
export type TemplateVariable = z.infer<typeof TemplateVariableSchema>;

const VariablesSchema = z
  .array(TemplateVariableSchema, { error: 'invalid_type' })
  .max(50, 'array_max')
  .default([])
  .superRefine((variables, context) => {
    const seen = new Set<string>();
    variables.forEach((variable, index) => {
      if (seen.has(variable.name))
        context.addIssue({ code: 'custom', path: [index, 'name'], message: 'variable_duplicate' });
      seen.add(variable.name);
    });
  });

const NotificationTextSchema = z.object({
  subject: optionalString(200),
  content: requiredString(5_000),
});
const OptionalNotificationTextSchema = z
  .object({ subject: optionalString(200), content: optionalString(5_000) })
  .nullish()
  .transform((text) => (text?.content ? { subject: text.subject, content: text.content } : null));

export const NotificationTemplateInputSchema = z.object({
  name: requiredString(100),
  type: z.enum(NOTIFICATION_CHANNELS, { error: 'one_of' }),
  category: z.enum(NOTIFICATION_CATEGORIES, { error: 'one_of' }),
  translations: z.object({ en: NotificationTextSchema, vi: OptionalNotificationTextSchema }),
  variables: VariablesSchema,
  /** Zalo ZNS: the template registered with Zalo, filled with the variables of the same names. */
  zns_template_id: optionalString(50),
  is_active: z.boolean({ error: 'invalid_type' }).default(true),
});
export type NotificationTemplateInput = z.infer<typeof NotificationTemplateInputSchema>;

const TextOutSchema = z.object({ subject: z.string().nullable(), content: z.string() });
export const NotificationTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(NOTIFICATION_CHANNELS),
  category: z.enum(NOTIFICATION_CATEGORIES),
  translations: z.object({ en: TextOutSchema, vi: TextOutSchema.nullable() }),
  variables: z.array(
    z.object({ name: z.string(), description: z.string().nullable(), sample: z.string().nullable() }),
  ),
  zns_template_id: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NotificationTemplate = z.infer<typeof NotificationTemplateSchema>;

export const TemplateListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['name', 'created_at', 'updated_at', 'id'], 'name'),
  type: z.enum(NOTIFICATION_CHANNELS, { error: 'one_of' }).optional(),
  category: z.enum(NOTIFICATION_CATEGORIES, { error: 'one_of' }).optional(),
  is_active: z.enum(['true', 'false'], { error: 'one_of' }).optional(),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/** Preview: the template's texts (saved or as typed) filled with sample data, in both languages. */
export const NotificationTemplatePreviewInputSchema = z.object({
  translations: NotificationTemplateInputSchema.shape.translations,
  variables: VariablesSchema,
  data: TemplateDataSchema,
});
export const RenderedTextSchema = z.object({ subject: z.string().nullable(), content: z.string() });
export const TemplatePreviewSchema = z.object({
  en: RenderedTextSchema,
  vi: RenderedTextSchema,
  /** True where the Vietnamese text is missing and English stands in. */
  vi_fallback: z.boolean(),
});
export type TemplatePreview = z.infer<typeof TemplatePreviewSchema>;

// ---- E-mail templates ----

export const EmailTemplateListQuerySchema = TemplateListQuerySchema.omit({ type: true, category: true });
export type EmailTemplateListQuery = z.infer<typeof EmailTemplateListQuerySchema>;

/** The product's own e-mails: each comes from the e-mail template with this key. */
export const SYSTEM_EMAIL_KEYS = [
  'court_request.received',
  'court_request.approved',
  'court_request.rejected',
  'court_request.changes_requested',
  'account.password_reset',
  'account.email_verification',
] as const;
export type SystemEmailKey = (typeof SYSTEM_EMAIL_KEYS)[number];

/**
 * The names the system templates are created with (English, as stored). The web shows a system
 * template whose name still reads so through its translation; a name staff edited, as written.
 */
export const SYSTEM_EMAIL_NAMES: Record<SystemEmailKey, string> = {
  'court_request.received': 'Court registration received',
  'court_request.approved': 'Court registration approved',
  'court_request.rejected': 'Court registration rejected',
  'court_request.changes_requested': 'Court registration: changes requested',
  'account.password_reset': 'Password reset',
  'account.email_verification': 'E-mail address verification',
};

const EmailTextSchema = z.object({
  subject: requiredString(200),
  html: requiredString(100_000),
  text: optionalString(50_000),
});
const OptionalEmailTextSchema = z
  .object({ subject: optionalString(200), html: optionalString(100_000), text: optionalString(50_000) })
  .nullish()
  .transform((text) =>
    text?.subject && text.html ? { subject: text.subject, html: text.html, text: text.text } : null,
  );

export const EmailTemplateInputSchema = z.object({
  name: requiredString(100),
  key: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[a-z][a-z0-9_.-]{2,63}$/, 'template_key'),
  translations: z.object({ en: EmailTextSchema, vi: OptionalEmailTextSchema }),
  variables: VariablesSchema,
  is_active: z.boolean({ error: 'invalid_type' }).default(true),
});
export type EmailTemplateInput = z.infer<typeof EmailTemplateInputSchema>;

const EmailTextOutSchema = z.object({ subject: z.string(), html: z.string(), text: z.string().nullable() });
export const EmailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  /** A product e-mail: its key and variables are fixed, its texts editable. */
  is_system: z.boolean(),
  translations: z.object({ en: EmailTextOutSchema, vi: EmailTextOutSchema.nullable() }),
  variables: NotificationTemplateSchema.shape.variables,
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

export const EmailTemplatePreviewInputSchema = z.object({
  translations: EmailTemplateInputSchema.shape.translations,
  variables: VariablesSchema,
  data: TemplateDataSchema,
});
export const EmailPreviewSchema = z.object({
  en: EmailTextOutSchema,
  vi: EmailTextOutSchema,
  vi_fallback: z.boolean(),
});
