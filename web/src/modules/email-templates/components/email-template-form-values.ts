import { type EmailTemplate, type EmailTemplateInput, EmailTemplateInputSchema } from '@pickleball/domain';
import { z } from 'zod';
import type { EmailPreviewInput } from '../api/preview-email-template';

interface EmailText {
  subject: string;
  html: string;
  text: string;
}

/** What the e-mail template form holds: EmailTemplateInputSchema's fields as text. */
export interface EmailTemplateFormValues {
  name: string;
  key: string;
  is_active: boolean;
  translations: { en: EmailText; vi: EmailText };
  variables: { name: string; description: string; sample: string }[];
}

export function emailTemplateFormDefaults(template?: EmailTemplate): EmailTemplateFormValues {
  const text = (
    source: { subject: string; html: string; text: string | null } | null | undefined,
  ): EmailText => ({
    subject: source?.subject ?? '',
    html: source?.html ?? '',
    text: source?.text ?? '',
  });
  return {
    name: template?.name ?? '',
    key: template?.key ?? '',
    is_active: template?.is_active ?? true,
    translations: { en: text(template?.translations.en), vi: text(template?.translations.vi) },
    variables:
      template?.variables.map((variable) => ({
        name: variable.name,
        description: variable.description ?? '',
        sample: variable.sample ?? '',
      })) ?? [],
  };
}

export function createEmailTemplateFormSchema() {
  return z
    .custom<EmailTemplateFormValues>()
    .transform((values): z.input<typeof EmailTemplateInputSchema> => ({ ...values }))
    .pipe(EmailTemplateInputSchema) as z.ZodType<EmailTemplateInput, EmailTemplateFormValues>;
}

/** The preview call's body: the texts as typed and the variables' samples; null until there is English HTML. */
export function toEmailPreviewInput(
  values: Pick<EmailTemplateFormValues, 'translations' | 'variables'>,
): EmailPreviewInput | null {
  if (!values.translations.en.html.trim() || !values.translations.en.subject.trim()) return null;
  const variables = values.variables.filter((variable) => variable.name.trim() !== '');
  return {
    translations: values.translations,
    variables,
    data: Object.fromEntries(
      variables
        .filter((variable) => variable.sample !== '')
        .map((variable) => [variable.name.trim(), variable.sample]),
    ),
  };
}
