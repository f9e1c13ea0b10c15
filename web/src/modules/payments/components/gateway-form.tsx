import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type Gateway,
  type GatewayInput,
  type PaymentProvider,
  PROVIDER_API_URLS,
  PROVIDER_CREDENTIALS,
  PROVIDER_CURRENCIES,
} from '@pickleball/domain';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SecretField } from '../../../components/form/secret-field';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import {
  createGatewayFormSchema,
  currenciesForProvider,
  type GatewayFormValues,
  gatewayFormDefaults,
  NO_STORED_CREDENTIALS,
  suggestGatewayKey,
} from './gateway-form-values';
import {
  CREDENTIAL_LABELS,
  MODE_HELP,
  PROVIDER_HELP,
  PROVIDER_NAMES,
  usePaymentLabels,
} from './payment-labels';

/** A new gateway picks its provider (its currencies follow); a saved one keeps it (its payments speak it). */
function ProviderField({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation('payments');
  const labels = usePaymentLabels();
  const { control, setValue, getValues } = useFormContext<GatewayFormValues>();
  const provider = useWatch({ control, name: 'provider' });
  const shown = useRef<PaymentProvider>(provider);
  useEffect(() => {
    if (shown.current === provider) return;
    shown.current = provider;
    setValue('supported_currencies', currenciesForProvider(provider, getValues('supported_currencies')), {
      shouldDirty: true,
    });
  }, [provider, setValue, getValues]);
  // A saved gateway keeps its provider: shown as text (a disabled select would drop its value on submit).
  if (isLocked)
    return (
      <Stack gap="1.5">
        <Text fontWeight="medium" fontSize="sm">
          {t('payments:fields.provider')}
        </Text>
        <Text>{PROVIDER_NAMES[provider]}</Text>
        <Text fontSize="xs" color="fg.muted">
          {t('payments:gateway_form.provider_locked')}
        </Text>
      </Stack>
    );
  return (
    <SelectField<GatewayFormValues>
      name="provider"
      label={t('payments:fields.provider')}
      options={labels.providerOptions}
      helperText={t(PROVIDER_HELP[provider])}
    />
  );
}

/** The key follows the name on a new gateway until someone types one. */
function KeyField({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('payments');
  const { control, setValue } = useFormContext<GatewayFormValues>();
  const name = useWatch({ control, name: 'name' });
  const { dirtyFields } = useFormState({ control, name: 'key' });
  const isKeyTyped = Boolean(dirtyFields.key);
  useEffect(() => {
    if (isNew && !isKeyTyped) setValue('key', suggestGatewayKey(name));
  }, [isNew, isKeyTyped, name, setValue]);
  return (
    <TextField<GatewayFormValues>
      name="key"
      label={t('payments:fields.key')}
      required
      lowercase
      maxLength={50}
      autoComplete="off"
      helperText={isNew ? t('payments:gateway_form.key_help') : t('payments:gateway_form.key_help_saved')}
    />
  );
}

/** The provider's credentials under its own names; the secrets write-only ("set" / "not set"). */
function CredentialFields({ stored }: { stored: Gateway['secrets'] }) {
  const { t } = useTranslation('payments');
  const { control } = useFormContext<GatewayFormValues>();
  const provider = useWatch({ control, name: 'provider' });
  const mode = useWatch({ control, name: 'mode' });
  const needs = PROVIDER_CREDENTIALS[provider];
  const names: Partial<Record<'merchant_id' | 'api_key' | 'secret', string>> = CREDENTIAL_LABELS[provider];
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        {needs.merchant_id && names.merchant_id && (
          <TextField<GatewayFormValues>
            name="merchant_id"
            label={t(names.merchant_id)}
            required
            autoComplete="off"
            maxLength={100}
          />
        )}
        {needs.api_key && names.api_key && (
          <SecretField name="api_key" label={t(names.api_key)} isSet={stored.api_key} required />
        )}
        {needs.secret && names.secret && (
          <SecretField name="secret" label={t(names.secret)} isSet={stored.secret} required />
        )}
      </SimpleGrid>
      <TextField<GatewayFormValues>
        name="api_url"
        type="url"
        label={t('payments:fields.api_url')}
        placeholder={PROVIDER_API_URLS[provider][mode]}
        helperText={t('payments:gateway_form.api_url_help')}
      />
    </>
  );
}

function ModeField() {
  const { t } = useTranslation('payments');
  const labels = usePaymentLabels();
  const mode = useWatch<GatewayFormValues, 'mode'>({ name: 'mode' });
  return (
    <SelectField<GatewayFormValues>
      name="mode"
      label={t('payments:fields.mode')}
      options={labels.modeOptions}
      helperText={t(MODE_HELP[mode])}
    />
  );
}

/** The currencies, among those the provider takes. */
function CurrenciesField() {
  const { t } = useTranslation('payments');
  const provider = useWatch<GatewayFormValues, 'provider'>({ name: 'provider' });
  return (
    <CheckboxGroupField<GatewayFormValues, string>
      name="supported_currencies"
      label={t('payments:fields.supported_currencies')}
      helperText={
        PROVIDER_CURRENCIES[provider].length === 1
          ? t('payments:gateway_form.currencies_only', {
              provider: PROVIDER_NAMES[provider],
              currency: PROVIDER_CURRENCIES[provider][0] ?? '',
            })
          : t('payments:gateway_form.currencies_help')
      }
      showBulkActions={PROVIDER_CURRENCIES[provider].length > 1}
      columns={{ base: 2, sm: 3, md: 5 }}
      options={PROVIDER_CURRENCIES[provider].map((currency) => ({ value: currency, label: currency }))}
      required
    />
  );
}

export interface GatewayFormProps {
  gateway?: Gateway;
  /** The form's accessible name (the page title). */
  label: string;
  submitLabel: string;
  onSubmit: (input: GatewayInput) => Promise<unknown>;
  onCancel: () => void;
  /** The webhook address (a saved gateway's), above the test. */
  webhookSection?: ReactNode;
  /** The test section: live on a saved gateway, a note on a new one. */
  testSection: ReactNode;
}

/**
 * The gateway form (SPEC §3 Gateway): name, key, provider and mode, the provider's credentials
 * (write-only: blank keeps the stored value), the API address, where the payer returns, the
 * currencies, status and description.
 */
export function GatewayForm({
  gateway,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  webhookSection,
  testSection,
}: GatewayFormProps) {
  const { t } = useTranslation(['payments', 'ui']);
  const labels = usePaymentLabels();
  const stored = gateway?.secrets ?? NO_STORED_CREDENTIALS;
  const schema = useMemo(() => createGatewayFormSchema(stored), [stored]);
  const form = useZodForm(schema, { defaultValues: gatewayFormDefaults(gateway), mode: 'onSubmit' });
  return (
    <Form warnOnLeave form={form} aria-label={label} maxW="4xl" onSubmit={onSubmit}>
      <FormSection title={t('payments:gateway_form.about')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <TextField<GatewayFormValues>
            name="name"
            label={t('payments:fields.name')}
            required
            maxLength={100}
          />
          <KeyField isNew={gateway === undefined} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <SelectField<GatewayFormValues>
            name="status"
            label={t('payments:fields.gateway_status')}
            options={labels.gatewayStatusOptions}
            helperText={t('payments:gateway_form.status_help')}
          />
        </SimpleGrid>
        <TextareaField<GatewayFormValues>
          name="description"
          label={t('payments:fields.description')}
          rows={2}
          maxLength={1000}
        />
      </FormSection>
      <FormSection
        title={t('payments:gateway_form.connection')}
        description={t('payments:gateway_form.connection_help')}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <ProviderField isLocked={gateway !== undefined} />
          <ModeField />
        </SimpleGrid>
        <CredentialFields stored={stored} />
      </FormSection>
      <FormSection title={t('payments:gateway_form.payments')}>
        <CurrenciesField />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <TextField<GatewayFormValues>
            name="success_url"
            type="url"
            label={t('payments:fields.success_url')}
            placeholder="https://"
          />
          <TextField<GatewayFormValues>
            name="cancel_url"
            type="url"
            label={t('payments:fields.cancel_url')}
            placeholder="https://"
          />
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted" mt="-3">
          {t('payments:gateway_form.return_help')}
        </Text>
      </FormSection>
      {webhookSection && (
        <FormSection title={t('payments:webhook.title')} description={t('payments:webhook.description')}>
          {webhookSection}
        </FormSection>
      )}
      <FormSection title={t('payments:test.title')} description={t('payments:test.description')}>
        <Box>{testSection}</Box>
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
