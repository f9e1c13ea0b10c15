import {
  type NotificationCategory,
  type NotificationChannel,
  type NotificationTemplate,
  type NotificationTemplateInput,
  NotificationTemplateInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import type { TemplatePreviewInput } from '../api/preview-template';

export interface VariableRow {
  name: string;
  description: string;
  sample: string;
}

/** What the template form holds: NotificationTemplateInputSchema's fields as text. */
export interface TemplateFormValues {
  name: string;
  type: NotificationChannel;
  category: NotificationCategory;
  is_active: boolean;
  zns_template_id: string;
  translations: { en: { subject: string; content: string }; vi: { subject: string; content: string } };
  variables: VariableRow[];
}

export function templateFormDefaults(template?: NotificationTemplate): TemplateFormValues {
  return {
    name: template?.name ?? '',
    type: template?.type ?? 'in_app',
    category: template?.category ?? 'announcement',
    is_active: template?.is_active ?? true,
    zns_template_id: template?.zns_template_id ?? '',
    translations: {
      en: {
        subject: template?.translations.en.subject ?? '',
        content: template?.translations.en.content ?? '',
      },
      vi: {
        subject: template?.translations.vi?.subject ?? '',
        content: template?.translations.vi?.content ?? '',
      },
    },
    variables:
      template?.variables.map((variable) => ({
        name: variable.name,
        description: variable.description ?? '',
        sample: variable.sample ?? '',
      })) ?? [],
  };
}

/** The body of the create and update calls before the schema: the ZNS template only for Zalo ZNS. */
export function toTemplateInput(values: TemplateFormValues): z.input<typeof NotificationTemplateInputSchema> {
  return { ...values, zns_template_id: values.type === 'zalo_zns' ? values.zns_template_id : null };
}

export function createTemplateFormSchema() {
  return z
    .custom<TemplateFormValues>()
    .transform(toTemplateInput)
    .pipe(NotificationTemplateInputSchema) as z.ZodType<NotificationTemplateInput, TemplateFormValues>;
}

/** The variables' samples as preview data (named variables only). */
export function sampleData(
  variables: readonly { name: string; sample?: string | null }[],
): Record<string, string> {
  return Object.fromEntries(
    variables
      .filter((variable) => variable.name.trim() !== '')
      .map((variable) => [variable.name.trim(), variable.sample ?? '']),
  );
}

/** The preview call's body for what is typed; null until there is English content to show. */
export function toPreviewInput(
  values: Pick<TemplateFormValues, 'translations' | 'variables'>,
  data: Record<string, string> = sampleData(values.variables),
): TemplatePreviewInput | null {
  if (!values.translations.en.content.trim()) return null;
  return {
    translations: values.translations,
    variables: values.variables.filter((variable) => variable.name.trim() !== ''),
    data: Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '')),
  };
}
