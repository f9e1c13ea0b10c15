import { Box, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import type { NotificationTemplate, NotificationTemplateInput } from '@pickleball/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { VariablesField } from '../../../components/form/variables-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { useTemplatePreview } from '../api/preview-template';
import {
  createTemplateFormSchema,
  type TemplateFormValues,
  templateFormDefaults,
  toPreviewInput,
} from './template-form-values';
import { useTemplateLabels } from './template-labels';
import { TemplatePreviewPanes } from './template-preview-panes';

/** The texts as typed, filled with the variables' samples, once the author pauses. */
function LivePreview() {
  const { control } = useFormContext<TemplateFormValues>();
  const translations = useWatch({ control, name: 'translations' });
  const variables = useWatch({ control, name: 'variables' });
  const typed = JSON.stringify(toPreviewInput({ translations, variables }));
  const settled = useDebounced(typed, 600);
  const input = useMemo(() => JSON.parse(settled) as ReturnType<typeof toPreviewInput>, [settled]);
  const preview = useTemplatePreview(input);
  return (
    <TemplatePreviewPanes
      preview={input ? preview.data?.data : undefined}
      isLoading={preview.isFetching}
      error={preview.isError ? preview.error.message : null}
    />
  );
}

function ZnsTemplateField() {
  const { t } = useTranslation('notification-templates');
  const type = useWatch<TemplateFormValues, 'type'>({ name: 'type' });
  if (type !== 'zalo_zns') return null;
  return (
    <TextField<TemplateFormValues>
      name="zns_template_id"
      label={t('notification-templates:fields.zns_template_id')}
      helperText={t('notification-templates:form.zns_template_help')}
      inputMode="numeric"
      maxLength={50}
    />
  );
}

export interface TemplateFormProps {
  template?: NotificationTemplate;
  label: string;
  submitLabel: string;
  onSubmit: (input: NotificationTemplateInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The notification template form: what it is for, its variables, the English text (required) and
 * the Vietnamese one (optional: English stands in), with a live preview of both.
 */
export function TemplateForm({ template, label, submitLabel, onSubmit, onCancel }: TemplateFormProps) {
  const { t } = useTranslation(['notification-templates', 'ui']);
  const labels = useTemplateLabels();
  const schema = useMemo(() => createTemplateFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: templateFormDefaults(template), mode: 'onSubmit' });
  return (
    <Form warnOnLeave form={form} aria-label={label} maxW="5xl" onSubmit={onSubmit}>
      <FormSection title={t('notification-templates:form.about')}>
        <TextField<TemplateFormValues>
          name="name"
          label={t('notification-templates:fields.name')}
          required
          maxLength={100}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField<TemplateFormValues>
            name="type"
            label={t('notification-templates:fields.type')}
            options={labels.typeOptions}
            helperText={t('notification-templates:form.type_help')}
          />
          <SelectField<TemplateFormValues>
            name="category"
            label={t('notification-templates:fields.category')}
            options={labels.categoryOptions}
          />
        </SimpleGrid>
        <ZnsTemplateField />
        <SwitchField<TemplateFormValues>
          name="is_active"
          label={t('notification-templates:fields.is_active')}
          helperText={t('notification-templates:form.is_active_help')}
        />
      </FormSection>
      <FormSection title={t('notification-templates:fields.variables')}>
        <VariablesField
          legend={t('notification-templates:fields.variables')}
          emptyText={t('notification-templates:form.no_variables')}
        />
      </FormSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <FormSection
          title={t('notification-templates:form.english')}
          description={t('notification-templates:form.english_help')}
        >
          <TextField<TemplateFormValues>
            name="translations.en.subject"
            label={t('notification-templates:fields.subject')}
            maxLength={200}
          />
          <TextareaField<TemplateFormValues>
            name="translations.en.content"
            label={t('notification-templates:fields.content')}
            required
            rows={8}
            maxLength={5000}
          />
        </FormSection>
        <FormSection
          title={t('notification-templates:form.vietnamese')}
          description={t('notification-templates:form.vietnamese_help')}
        >
          <TextField<TemplateFormValues>
            name="translations.vi.subject"
            label={t('notification-templates:fields.subject')}
            maxLength={200}
          />
          <TextareaField<TemplateFormValues>
            name="translations.vi.content"
            label={t('notification-templates:fields.content')}
            rows={8}
            maxLength={5000}
          />
        </FormSection>
      </SimpleGrid>
      <FormSection
        title={t('notification-templates:preview.title')}
        description={t('notification-templates:preview.help')}
      >
        <LivePreview />
      </FormSection>
      <HStack gap="3" justify="flex-end" pt="2" flexWrap="wrap">
        <Box flex="1" />
        <Button variant="outline" onClick={onCancel}>
          {t('ui:form.cancel')}
        </Button>
        <SubmitButton>{submitLabel}</SubmitButton>
      </HStack>
    </Form>
  );
}
