import {
  Badge,
  Box,
  Button,
  Fieldset,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ProviderType } from '@pickleball/domain';
import { FileJson, Plus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { SecretField } from '../../../components/form/secret-field';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useProviderLabels } from './provider-labels';

/** Which secrets the API says are stored (`{password: true}`); empty for a new provider. */
export type StoredSecrets = Readonly<Record<string, boolean>>;

interface ConfigFieldsProps {
  /** Where the config sits in the form's values: `config`. */
  prefix: string;
  secrets: StoredSecrets;
}

function EmailConfigFields({ prefix, secrets }: ConfigFieldsProps) {
  const { t } = useTranslation('notification-providers');
  const labels = useProviderLabels();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <Box gridColumn={{ md: 'span 2' }}>
          <TextField
            name={`${prefix}.host`}
            label={t('notification-providers:config.host')}
            required
            placeholder="smtp.gmail.com"
            autoComplete="off"
          />
        </Box>
        <TextField
          name={`${prefix}.port`}
          label={t('notification-providers:config.port')}
          inputMode="numeric"
          required
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name={`${prefix}.username`}
          label={t('notification-providers:config.username')}
          autoComplete="off"
        />
        <SecretField
          name={`${prefix}.password`}
          label={t('notification-providers:config.password')}
          isSet={secrets.password === true}
        />
      </SimpleGrid>
      <SelectField
        name={`${prefix}.encryption`}
        label={t('notification-providers:config.encryption')}
        options={labels.encryptionOptions}
        helperText={t('notification-providers:config.encryption_help')}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name={`${prefix}.from_address`}
          type="email"
          label={t('notification-providers:config.from_address')}
          required
        />
        <TextField name={`${prefix}.from_name`} label={t('notification-providers:config.from_name')} />
      </SimpleGrid>
    </>
  );
}

function SmsConfigFields({ prefix, secrets }: ConfigFieldsProps) {
  const { t } = useTranslation('notification-providers');
  const labels = useProviderLabels();
  return (
    <>
      <TextField
        name={`${prefix}.api_url`}
        type="url"
        label={t('notification-providers:config.api_url')}
        required
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SecretField
          name={`${prefix}.api_key`}
          label={t('notification-providers:config.api_key')}
          isSet={secrets.api_key === true}
        />
        <SecretField
          name={`${prefix}.secret_key`}
          label={t('notification-providers:config.secret_key')}
          isSet={secrets.secret_key === true}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name={`${prefix}.brand_name`}
          label={t('notification-providers:config.brand_name')}
          required
          maxLength={20}
          helperText={t('notification-providers:config.brand_name_help')}
        />
        <SelectField
          name={`${prefix}.sms_type`}
          label={t('notification-providers:config.sms_type')}
          options={labels.smsTypeOptions}
        />
      </SimpleGrid>
      <SwitchField
        name={`${prefix}.sandbox`}
        label={t('notification-providers:config.sandbox')}
        helperText={t('notification-providers:config.sandbox_help')}
      />
    </>
  );
}

/** Zalo ZNS: the OA's app, its keys and tokens, the default template. Also the Zalo ZNS page's fields. */
export function ZnsConfigFields({ prefix, secrets }: ConfigFieldsProps) {
  const { t } = useTranslation('notification-providers');
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name={`${prefix}.app_id`}
          label={t('notification-providers:config.app_id')}
          required
          autoComplete="off"
        />
        <SecretField
          name={`${prefix}.secret_key`}
          label={t('notification-providers:config.secret_key')}
          isSet={secrets.secret_key === true}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SecretField
          name={`${prefix}.access_token`}
          label={t('notification-providers:config.access_token')}
          isSet={secrets.access_token === true}
        />
        <SecretField
          name={`${prefix}.refresh_token`}
          label={t('notification-providers:config.refresh_token')}
          isSet={secrets.refresh_token === true}
          helperText={t('notification-providers:config.refresh_token_help')}
        />
      </SimpleGrid>
      <TextField
        name={`${prefix}.template_id`}
        label={t('notification-providers:config.template_id')}
        helperText={t('notification-providers:config.template_id_help')}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name={`${prefix}.api_url`}
          type="url"
          label={t('notification-providers:config.api_url')}
          required
        />
        <TextField
          name={`${prefix}.oauth_url`}
          type="url"
          label={t('notification-providers:config.oauth_url')}
          required
        />
      </SimpleGrid>
    </>
  );
}

/** A service account key typed, pasted or read from its .json file. */
function ServiceAccountField({ name, isSet }: { name: string; isSet: boolean }) {
  const { t } = useTranslation('notification-providers');
  const { setValue } = useFormContext();
  const input = useRef<HTMLInputElement>(null);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setValue(name, await file.text(), { shouldDirty: true, shouldValidate: false });
    event.target.value = '';
  };
  return (
    <Stack gap="2">
      <TextareaField
        name={name}
        label={t('notification-providers:config.service_account_json')}
        rows={6}
        placeholder={isSet ? t('ui:secret.stored_placeholder') : '{"type": "service_account", …}'}
        helperText={
          isSet ? t('ui:secret.replace_help') : t('notification-providers:config.service_account_help')
        }
      />
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        onChange={(event) => void read(event)}
      />
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => input.current?.click()}>
        <FileJson size={16} aria-hidden="true" />
        {t('notification-providers:config.choose_file')}
      </Button>
    </Stack>
  );
}

/** Firebase Cloud Messaging: the project and its service account (HTTP v1); the legacy key is retired. */
export function FirebaseConfigFields({ prefix, secrets }: ConfigFieldsProps) {
  const { t } = useTranslation('notification-providers');
  return (
    <>
      <TextField
        name={`${prefix}.project_id`}
        label={t('notification-providers:config.project_id')}
        required
        autoComplete="off"
      />
      <ServiceAccountField
        name={`${prefix}.service_account_json`}
        isSet={secrets.service_account_json === true}
      />
      <Stack gap="1">
        <Badge colorPalette="gray" alignSelf="flex-start">
          {t('notification-providers:config.retired')}
        </Badge>
        <SecretField
          name={`${prefix}.legacy_server_key`}
          label={t('notification-providers:config.legacy_server_key')}
          isSet={secrets.legacy_server_key === true}
          helperText={t('notification-providers:config.legacy_server_key_help')}
        />
      </Stack>
    </>
  );
}

/** A webhook's extra headers: name and value rows. */
function HeadersField({ prefix }: { prefix: string }) {
  const { t } = useTranslation('notification-providers');
  const { register } = useFormContext();
  const { fields, append, remove } = useFieldArray({ name: `${prefix}.headers` });
  const error = useFieldError(`${prefix}.headers`);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('notification-providers:config.headers')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('notification-providers:config.headers_help')}</Fieldset.HelperText>
      <Stack gap="2">
        {fields.map((row, index) => (
          <HStack key={row.id} gap="2" align="flex-start">
            <Input
              placeholder={t('notification-providers:config.header_name')}
              aria-label={t('notification-providers:config.header_name_n', { n: index + 1 })}
              {...register(`${prefix}.headers.${index}.name`)}
            />
            <Input
              placeholder={t('notification-providers:config.header_value')}
              aria-label={t('notification-providers:config.header_value_n', { n: index + 1 })}
              {...register(`${prefix}.headers.${index}.value`)}
            />
            <IconButton
              variant="ghost"
              aria-label={t('notification-providers:config.remove_header', { n: index + 1 })}
              onClick={() => remove(index)}
            >
              <Trash2 />
            </IconButton>
          </HStack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => append({ name: '', value: '' })}
        >
          <Plus size={16} aria-hidden="true" />
          {t('notification-providers:config.add_header')}
        </Button>
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function WebhookConfigFields({ prefix, secrets }: ConfigFieldsProps) {
  const { t } = useTranslation('notification-providers');
  const labels = useProviderLabels();
  const authType = useWatch({ name: `${prefix}.auth_type` });
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="5">
        <Box gridColumn={{ md: 'span 3' }}>
          <TextField
            name={`${prefix}.url`}
            type="url"
            label={t('notification-providers:config.url')}
            required
            placeholder="https://"
          />
        </Box>
        <SelectField
          name={`${prefix}.method`}
          label={t('notification-providers:config.method')}
          options={labels.methodOptions}
        />
      </SimpleGrid>
      <SelectField
        name={`${prefix}.auth_type`}
        label={t('notification-providers:config.auth_type')}
        options={labels.authTypeOptions}
      />
      {authType === 'bearer' && (
        <SecretField
          name={`${prefix}.token`}
          label={t('notification-providers:config.token')}
          isSet={secrets.token === true}
        />
      )}
      {authType === 'basic' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            name={`${prefix}.username`}
            label={t('notification-providers:config.username')}
            autoComplete="off"
          />
          <SecretField
            name={`${prefix}.password`}
            label={t('notification-providers:config.password')}
            isSet={secrets.password === true}
          />
        </SimpleGrid>
      )}
      <SecretField
        name={`${prefix}.signing_secret`}
        label={t('notification-providers:config.signing_secret')}
        isSet={secrets.signing_secret === true}
        helperText={t('notification-providers:config.signing_secret_help')}
      />
      <HeadersField prefix={prefix} />
      <TextField
        name={`${prefix}.timeout_ms`}
        label={t('notification-providers:config.timeout_ms')}
        inputMode="numeric"
        helperText={t('notification-providers:config.timeout_ms_help')}
      />
    </>
  );
}

/** The typed config form of a provider type. */
export function ProviderConfigFields({ type, prefix, secrets }: ConfigFieldsProps & { type: ProviderType }) {
  const { t } = useTranslation('notification-providers');
  switch (type) {
    case 'email':
      return <EmailConfigFields prefix={prefix} secrets={secrets} />;
    case 'sms':
      return <SmsConfigFields prefix={prefix} secrets={secrets} />;
    case 'zalo_zns':
      return <ZnsConfigFields prefix={prefix} secrets={secrets} />;
    case 'firebase':
      return <FirebaseConfigFields prefix={prefix} secrets={secrets} />;
    case 'webhook':
      return <WebhookConfigFields prefix={prefix} secrets={secrets} />;
    case 'in_app':
      return (
        <Text fontSize="sm" color="fg.muted">
          {t('notification-providers:config.in_app_nothing')}
        </Text>
      );
  }
}
