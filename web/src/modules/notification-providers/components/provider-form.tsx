import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Provider, ProviderInput, ProviderType } from '@pickleball/domain';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { ProviderConfigFields } from './provider-config-fields';
import {
  configDefaults,
  createProviderFormSchema,
  type ProviderFormValues,
  providerFormDefaults,
} from './provider-form-values';
import { TYPE_HELP_KEYS, useProviderLabels } from './provider-labels';
import { ConfigViewToggle, RawConfigEditor } from './raw-config-editor';

/** The type: a new provider picks it (its config starts over); a saved one keeps it. */
function TypeField({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation('notification-providers');
  const labels = useProviderLabels();
  const { control, setValue } = useFormContext<ProviderFormValues>();
  const type = useWatch({ control, name: 'type' });
  const shown = useRef<ProviderType>(type);
  useEffect(() => {
    if (shown.current === type) return;
    shown.current = type;
    setValue('config', configDefaults(type));
    setValue('raw', false);
  }, [type, setValue]);
  // A saved provider keeps its type: shown as text (a disabled select would drop its value on submit).
  if (isLocked)
    return (
      <Stack gap="1.5">
        <Text fontWeight="medium" fontSize="sm">
          {t('notification-providers:fields.type')}
        </Text>
        <Text>{labels.typeLabel(type)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {t(TYPE_HELP_KEYS[type])}
        </Text>
      </Stack>
    );
  return (
    <SelectField<ProviderFormValues>
      name="type"
      label={t('notification-providers:fields.type')}
      options={labels.typeOptions}
      helperText={t(TYPE_HELP_KEYS[type])}
    />
  );
}

function ConfigSection({ secrets }: { secrets: Readonly<Record<string, boolean>> }) {
  const { t } = useTranslation('notification-providers');
  const { control } = useFormContext<ProviderFormValues>();
  const type = useWatch({ control, name: 'type' });
  const raw = useWatch({ control, name: 'raw' });
  return (
    <FormSection
      title={t('notification-providers:form.config')}
      description={t('notification-providers:form.config_help')}
      action={type !== 'in_app' && <ConfigViewToggle />}
    >
      {raw ? <RawConfigEditor /> : <ProviderConfigFields type={type} prefix="config" secrets={secrets} />}
    </FormSection>
  );
}

export interface ProviderFormProps {
  provider?: Provider;
  /** The form's accessible name (the page title). */
  label: string;
  submitLabel: string;
  onSubmit: (input: ProviderInput) => Promise<unknown>;
  onCancel: () => void;
  /** The test section: live on a saved provider, a note on a new one. */
  testSection: ReactNode;
}

/**
 * The provider form (SPEC §3 Provider): name, type, priority (failover order), enabled, and the
 * type's config as a typed form or raw JSON. Secrets are write-only: blank keeps the stored value.
 */
export function ProviderForm({
  provider,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  testSection,
}: ProviderFormProps) {
  const { t } = useTranslation(['notification-providers', 'ui']);
  const schema = useMemo(() => createProviderFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: providerFormDefaults(provider), mode: 'onSubmit' });
  return (
    <Form warnOnLeave form={form} aria-label={label} maxW="4xl" onSubmit={onSubmit}>
      <FormSection title={t('notification-providers:form.about')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<ProviderFormValues>
            name="name"
            label={t('notification-providers:fields.name')}
            required
            maxLength={100}
          />
          <TypeField isLocked={provider !== undefined} />
        </SimpleGrid>
        <TextareaField<ProviderFormValues>
          name="description"
          label={t('notification-providers:fields.description')}
          rows={2}
          maxLength={1000}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <TextField<ProviderFormValues>
            name="priority"
            inputMode="numeric"
            label={t('notification-providers:fields.priority')}
            helperText={t('notification-providers:form.priority_help')}
          />
          <Box pt={{ md: '7' }}>
            <SwitchField<ProviderFormValues>
              name="enabled"
              label={t('notification-providers:fields.enabled')}
              helperText={t('notification-providers:form.enabled_help')}
            />
          </Box>
        </SimpleGrid>
      </FormSection>
      <ConfigSection secrets={provider?.secrets ?? {}} />
      <FormSection
        title={t('notification-providers:form.test')}
        description={t('notification-providers:form.test_help')}
      >
        <Stack gap="3">{testSection}</Stack>
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
