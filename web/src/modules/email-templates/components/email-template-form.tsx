import { Alert, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import type { EmailTemplate, EmailTemplateInput } from '@pickleball/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SwitchField } from '../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { VariablesField } from '../../../components/form/variables-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { useEmailTemplatePreview } from '../api/preview-email-template';
import { EmailPreviewPanes } from './email-preview-panes';
import {
  createEmailTemplateFormSchema,
  type EmailTemplateFormValues,
  emailTemplateFormDefaults,
  toEmailPreviewInput,
} from './email-template-form-values';

function LivePreview() {
  const { control } = useFormContext<EmailTemplateFormValues>();
  const translations = useWatch({ control, name: 'translations' });
  const variables = useWatch({ control, name: 'variables' });
  const settled = useDebounced(JSON.stringify(toEmailPreviewInput({ translations, variables })), 700);
  const input = useMemo(() => JSON.parse(settled) as ReturnType<typeof toEmailPreviewInput>, [settled]);
  const preview = useEmailTemplatePreview(input);
  return (
    <EmailPreviewPanes
      preview={input ? preview.data?.data : undefined}
      isLoading={preview.isFetching}
      error={preview.isError ? preview.error.message : null}
    />
  );
}

function LanguageSection({
  language,
  title,
  description,
  required,
}: {
  language: 'en' | 'vi';
  title: string;
  description: string;
  required: boolean;
}) {
  const { t } = useTranslation('email-templates');
  return (
    <FormSection title={title} description={description}>
      <TextField<EmailTemplateFormValues>
        name={`translations.${language}.subject`}
        label={t('email-templates:fields.subject')}
        required={required}
        maxLength={200}
      />
      <TextareaField<EmailTemplateFormValues>
        name={`translations.${language}.html`}
        label={t('email-templates:fields.html')}
        required={required}
        rows={12}
        helperText={t('email-templates:form.html_help')}
      />
      <TextareaField<EmailTemplateFormValues>
        name={`translations.${language}.text`}
        label={t('email-templates:fields.text')}
        rows={5}
        helperText={t('email-templates:form.text_help')}
      />
    </FormSection>
  );
}

export interface EmailTemplateFormProps {
  template?: EmailTemplate;
  label: string;
  submitLabel: string;
  onSubmit: (input: EmailTemplateInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The e-mail template form: name, key, the English e-mail (required) and the Vietnamese one
 * (optional: English stands in), variables, and a live preview rendered in a sandboxed frame.
 * A product e-mail (is_system) keeps its key and variables; its texts are editable.
 */
export function EmailTemplateForm({
  template,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: EmailTemplateFormProps) {
  const { t } = useTranslation(['email-templates', 'ui']);
  const schema = useMemo(() => createEmailTemplateFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: emailTemplateFormDefaults(template), mode: 'onSubmit' });
  const isSystem = template?.is_system === true;
  return (
    <Form warnOnLeave form={form} aria-label={label} maxW="6xl" onSubmit={onSubmit}>
      <FormSection title={t('email-templates:form.about')}>
        {isSystem && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{t('email-templates:form.system_note')}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<EmailTemplateFormValues>
            name="name"
            label={t('email-templates:fields.name')}
            required
            maxLength={100}
          />
          <TextField<EmailTemplateFormValues>
            name="key"
            label={t('email-templates:fields.key')}
            required
            lowercase
            readOnly={isSystem}
            helperText={isSystem ? t('email-templates:form.key_locked') : t('email-templates:form.key_help')}
            autoComplete="off"
          />
        </SimpleGrid>
        <SwitchField<EmailTemplateFormValues>
          name="is_active"
          label={t('email-templates:fields.is_active')}
          helperText={t('email-templates:form.is_active_help')}
        />
      </FormSection>
      <FormSection title={t('email-templates:fields.variables')}>
        <VariablesField
          legend={t('email-templates:fields.variables')}
          emptyText={t('email-templates:form.no_variables')}
          readOnly={isSystem}
        />
      </FormSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <LanguageSection
          language="en"
          required
          title={t('email-templates:form.english')}
          description={t('email-templates:form.english_help')}
        />
        <LanguageSection
          language="vi"
          required={false}
          title={t('email-templates:form.vietnamese')}
          description={t('email-templates:form.vietnamese_help')}
        />
      </SimpleGrid>
      <FormSection title={t('email-templates:preview.title')} description={t('email-templates:preview.help')}>
        <LivePreview />
      </FormSection>
      <HStack gap="3" justify="flex-end" pt="2" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel}>
          {t('ui:form.cancel')}
        </Button>
        <SubmitButton>{submitLabel}</SubmitButton>
      </HStack>
    </Form>
  );
}
