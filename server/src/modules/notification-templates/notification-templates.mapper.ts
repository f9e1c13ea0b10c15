/** Notification templates as the API speaks them: rows and input shaped by one file. */
import type {
  NotificationCategory,
  NotificationChannel,
  NotificationTemplate,
  TemplateVariable,
} from '@pickleball/domain';
import { toBool, toIso } from '../../db/dialect';
import type { NotificationTemplateRow } from './notification-templates.repository';

export type Text = { subject: string | null; content: string };
export type Translations = { en: Text; vi: Text | null };
export type Variables = NotificationTemplate['variables'];

export function toVariables(variables: readonly TemplateVariable[]): Variables {
  return variables.map((variable) => ({
    name: variable.name,
    description: variable.description ?? null,
    sample: variable.sample ?? null,
  }));
}

export function toNotificationTemplate(row: NotificationTemplateRow): NotificationTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type as NotificationChannel,
    category: row.category as NotificationCategory,
    translations: JSON.parse(row.translations) as Translations,
    variables: JSON.parse(row.variables) as Variables,
    zns_template_id: row.zns_template_id,
    is_active: toBool(row.is_active),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
