import type { EmailTemplate, EmailTemplateInput, TemplateVariable } from '@pickleball/domain';
import { toBool, toIso } from '../../db/dialect';
import type { EmailTemplateRow } from './email-templates.repository';
import type { EmailTranslations } from './email-templates.system';

export type Variables = EmailTemplate['variables'];

export function toVariables(variables: readonly TemplateVariable[]): Variables {
  return variables.map((variable) => ({
    name: variable.name,
    description: variable.description ?? null,
    sample: variable.sample ?? null,
  }));
}

export function toEmailTemplate(row: EmailTemplateRow): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    is_system: toBool(row.is_system),
    translations: JSON.parse(row.translations) as EmailTranslations,
    variables: JSON.parse(row.variables) as Variables,
    is_active: toBool(row.is_active),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function toTranslations(input: EmailTemplateInput['translations']): EmailTranslations {
  return {
    en: { subject: input.en.subject, html: input.en.html, text: input.en.text },
    vi: input.vi,
  };
}
