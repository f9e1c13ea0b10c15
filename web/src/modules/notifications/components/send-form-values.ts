import {
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPriority,
  type NotificationSendInput,
  NotificationSendInputSchema,
  type RecipientType,
} from '@pickleball/domain';
import { z } from 'zod';
import type { PickerItem } from '../../../components/search-picker/search-picker';
import type { RecipientCountInput } from '../api/count-recipients';
import { scheduleLocalToUtc } from './schedule-time';

/**
 * What the send form holds: the API's fields, with the chosen users and clubs kept whole (their
 * names show as chips), the template as a select's text, and the schedule as a Vietnam-time
 * `datetime-local` value with a "now / later" choice. `toSendInput` makes the API's body of it.
 */
export interface SendFormValues {
  channels: NotificationChannel[];
  /** 'template': a saved template filled with `data`; 'free': a subject and content typed here. */
  content_mode: 'template' | 'free';
  template_id: string;
  subject: string;
  content: string;
  data: Record<string, string>;
  recipient_type: RecipientType;
  user_ids: PickerItem[];
  role_ids: number[];
  groups: PickerItem[];
  category: NotificationCategory;
  priority: NotificationPriority;
  link: string;
  schedule: 'now' | 'later';
  /** Vietnam time, "2026-11-25T09:30". */
  scheduled_at: string;
}

export function sendFormDefaults(): SendFormValues {
  return {
    channels: ['in_app'],
    content_mode: 'free',
    template_id: '',
    subject: '',
    content: '',
    data: {},
    recipient_type: 'all_users',
    user_ids: [],
    role_ids: [],
    groups: [],
    category: 'announcement',
    priority: 'normal',
    link: '',
    schedule: 'now',
    scheduled_at: '',
  };
}

/** The filled template variables; an empty one is left out (the template shows it blank). */
function filledData(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value.trim() !== ''));
}

/** The recipients part, only what the chosen type needs (the others are left empty). */
function recipientsOf(values: SendFormValues) {
  return {
    recipient_type: values.recipient_type,
    user_ids: values.recipient_type === 'specific_users' ? values.user_ids.map((user) => user.id) : [],
    role_ids: values.recipient_type === 'user_roles' ? values.role_ids : [],
    groups:
      values.recipient_type === 'user_groups'
        ? values.groups.map((club) => ({ kind: 'club' as const, id: club.id }))
        : [],
  };
}

/** The body of POST /notifications, before the schema checks it. */
export function toSendInput(values: SendFormValues): z.input<typeof NotificationSendInputSchema> {
  const usesTemplate = values.content_mode === 'template';
  return {
    ...recipientsOf(values),
    channels: values.channels,
    category: values.category,
    priority: values.priority,
    template_id: usesTemplate && values.template_id ? Number(values.template_id) : null,
    subject: usesTemplate ? null : values.subject,
    content: usesTemplate ? null : values.content,
    data: usesTemplate ? filledData(values.data) : {},
    link: values.link.trim() || null,
    scheduled_at:
      values.schedule === 'later' ? (scheduleLocalToUtc(values.scheduled_at) ?? values.scheduled_at) : null,
  };
}

/** The body of POST /notifications/recipient-count; null while the recipients or channels are incomplete. */
export function toRecipientCountInput(values: SendFormValues): RecipientCountInput | null {
  const recipients = recipientsOf(values);
  if (values.channels.length === 0) return null;
  if (recipients.recipient_type === 'specific_users' && recipients.user_ids.length === 0) return null;
  if (recipients.recipient_type === 'user_roles' && recipients.role_ids.length === 0) return null;
  if (recipients.recipient_type === 'user_groups' && recipients.groups.length === 0) return null;
  const usesTemplate = values.content_mode === 'template' && values.template_id !== '';
  return {
    ...recipients,
    channels: values.channels,
    // The ZNS template depends on them: the send's template's own, else its category's.
    template_id: usesTemplate ? Number(values.template_id) : null,
    category: values.category,
  };
}

/**
 * The form's schema: a later send needs a time in the future (checked here, where the typed
 * Vietnam time is known), then the API's own NotificationSendInputSchema on the mapped body,
 * whose issues keep the form's field names (`subject`, `user_ids`, `scheduled_at`).
 */
export function createSendFormSchema(now: () => number = Date.now) {
  return z
    .custom<SendFormValues>()
    .superRefine((values, context) => {
      if (values.content_mode === 'template' && !values.template_id)
        context.addIssue({ code: 'custom', path: ['template_id'], message: 'required' });
      if (values.schedule !== 'later') return;
      const utc = scheduleLocalToUtc(values.scheduled_at);
      if (!values.scheduled_at)
        context.addIssue({ code: 'custom', path: ['scheduled_at'], message: 'required' });
      else if (utc === null)
        context.addIssue({ code: 'custom', path: ['scheduled_at'], message: 'datetime' });
      else if (Date.parse(utc) <= now())
        context.addIssue({ code: 'custom', path: ['scheduled_at'], message: 'future_datetime' });
    })
    .transform(toSendInput)
    .pipe(NotificationSendInputSchema) as z.ZodType<NotificationSendInput, SendFormValues>;
}
