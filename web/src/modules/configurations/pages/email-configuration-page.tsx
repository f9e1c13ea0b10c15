import { Box, SimpleGrid } from '@chakra-ui/react';
import type { Configuration } from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SecretField } from '../../../components/form/secret-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useUpdateConfiguration } from '../api/update-configuration';
import {
  createEmailConfigurationSchema,
  type EmailConfigurationFormValues,
  emailConfigurationDefaults,
} from '../components/configuration-form-values';
import { ConfigurationFrame } from '../components/configuration-frame';
import { ConfigurationTestPanel } from '../components/configuration-test-panel';
import { SubmitRow } from '../components/submit-row';

function EmailConfigurationForm({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation('configurations');
  const update = useUpdateConfiguration('email');
  const schema = useMemo(() => createEmailConfigurationSchema(), []);
  const form = useZodForm(schema, {
    defaultValues: emailConfigurationDefaults(configuration),
    mode: 'onSubmit',
  });
  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={t('configurations:email.title')}
      onSubmit={(input) => update.mutateAsync(input)}
    >
      <FormSection
        title={t('configurations:email.server')}
        description={t('configurations:email.server_help')}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <Box gridColumn={{ md: 'span 2' }}>
            <TextField<EmailConfigurationFormValues>
              name="host"
              label={t('configurations:fields.host')}
              required
              placeholder="smtp.gmail.com"
            />
          </Box>
          <TextField<EmailConfigurationFormValues>
            name="port"
            label={t('configurations:fields.port')}
            inputMode="numeric"
            required
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<EmailConfigurationFormValues>
            name="username"
            label={t('configurations:fields.username')}
            autoComplete="off"
          />
          <SecretField
            name="password"
            label={t('configurations:fields.password')}
            isSet={configuration.secrets.password === true}
          />
        </SimpleGrid>
        <SelectField<EmailConfigurationFormValues>
          name="encryption"
          label={t('configurations:fields.encryption')}
          options={[
            { value: 'starttls', label: t('configurations:email.encryption_starttls') },
            { value: 'ssl', label: t('configurations:email.encryption_ssl') },
            { value: 'none', label: t('configurations:email.encryption_none') },
          ]}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<EmailConfigurationFormValues>
            name="from_address"
            type="email"
            label={t('configurations:fields.from_address')}
            required
          />
          <TextField<EmailConfigurationFormValues>
            name="from_name"
            label={t('configurations:fields.from_name')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('configurations:test.title')} description={t('configurations:email.test_help')}>
        <ConfigurationTestPanel
          configuration={configuration}
          addressLabel={t('configurations:email.test_address')}
          addressType="email"
        />
      </FormSection>
      <SubmitRow />
    </Form>
  );
}

/** /configurations/email: the product's own outgoing mail server (password reset, verification, court requests). */
export default function EmailConfigurationPage() {
  const { t } = useTranslation('configurations');
  return (
    <ConfigurationFrame
      configKey="email"
      title={t('configurations:email.title')}
      description={t('configurations:email.description')}
    >
      {(configuration) => (
        <EmailConfigurationForm key={configuration.updated_at ?? 'new'} configuration={configuration} />
      )}
    </ConfigurationFrame>
  );
}
