import { Alert, Badge, Button, Stack } from '@chakra-ui/react';
import type { Configuration } from '@pickleball/domain';
import { FileJson } from 'lucide-react';
import { type ChangeEvent, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SecretField } from '../../../components/form/secret-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useUpdateConfiguration } from '../api/update-configuration';
import {
  createFirebaseConfigurationSchema,
  type FirebaseConfigurationFormValues,
  findServiceAccountProjectMismatch,
  firebaseConfigurationDefaults,
} from '../components/configuration-form-values';
import { ConfigurationFrame } from '../components/configuration-frame';
import { ConfigurationTestPanel } from '../components/configuration-test-panel';
import { SubmitRow } from '../components/submit-row';

/** A warning, before saving, when the pasted key belongs to another project than the Project ID field. */
function ProjectMismatchWarning() {
  const { t } = useTranslation('configurations');
  const [projectId = '', json = ''] = useWatch<FirebaseConfigurationFormValues>({
    name: ['project_id', 'service_account_json'],
  });
  const keyProject = findServiceAccountProjectMismatch({ project_id: projectId, service_account_json: json });
  if (!keyProject) return null;
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Description>
        {t('configurations:firebase.project_mismatch', {
          key_project: keyProject,
          project: projectId.trim(),
        })}
      </Alert.Description>
    </Alert.Root>
  );
}

/** The service account key, pasted or read from its .json file; checked by the server (errors under the field). */
function ServiceAccountField({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('configurations');
  const { setValue } = useFormContext<FirebaseConfigurationFormValues>();
  const input = useRef<HTMLInputElement>(null);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setValue('service_account_json', await file.text(), { shouldDirty: true });
    event.target.value = '';
  };
  return (
    <Stack gap="2">
      <TextareaField<FirebaseConfigurationFormValues>
        name="service_account_json"
        label={t('configurations:fields.service_account_json')}
        rows={8}
        placeholder={isSet ? t('ui:secret.stored_placeholder') : '{"type": "service_account", …}'}
        helperText={isSet ? t('ui:secret.replace_help') : t('configurations:firebase.service_account_help')}
      />
      <ProjectMismatchWarning />
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        onChange={(event) => void read(event)}
      />
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => input.current?.click()}>
        <FileJson size={16} aria-hidden="true" />
        {t('configurations:firebase.choose_file')}
      </Button>
    </Stack>
  );
}

function FirebaseConfigurationForm({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation('configurations');
  const update = useUpdateConfiguration('firebase');
  const schema = useMemo(() => createFirebaseConfigurationSchema(), []);
  const form = useZodForm(schema, {
    defaultValues: firebaseConfigurationDefaults(configuration),
    mode: 'onSubmit',
  });
  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={t('configurations:firebase.title')}
      onSubmit={(input) => update.mutateAsync(input)}
    >
      <FormSection
        title={t('configurations:firebase.project')}
        description={t('configurations:firebase.project_help')}
      >
        <TextField<FirebaseConfigurationFormValues>
          name="project_id"
          label={t('configurations:fields.project_id')}
          required
        />
        <ServiceAccountField isSet={configuration.secrets.service_account_json === true} />
        <Stack gap="1">
          <Badge colorPalette="gray" alignSelf="flex-start">
            {t('configurations:firebase.retired')}
          </Badge>
          <SecretField
            name="legacy_server_key"
            label={t('configurations:fields.legacy_server_key')}
            isSet={configuration.secrets.legacy_server_key === true}
            helperText={t('configurations:firebase.legacy_help')}
          />
        </Stack>
      </FormSection>
      <FormSection
        title={t('configurations:test.title')}
        description={t('configurations:firebase.test_help')}
      >
        <ConfigurationTestPanel
          configuration={configuration}
          addressLabel={t('configurations:firebase.test_address')}
          addressType="text"
        />
      </FormSection>
      <SubmitRow />
    </Form>
  );
}

/** /configurations/firebase: the Firebase project push notifications go through (FCM HTTP v1). */
export default function FirebaseConfigurationPage() {
  const { t } = useTranslation('configurations');
  return (
    <ConfigurationFrame
      configKey="firebase"
      title={t('configurations:firebase.title')}
      description={t('configurations:firebase.description')}
    >
      {(configuration) => (
        <FirebaseConfigurationForm key={configuration.updated_at ?? 'new'} configuration={configuration} />
      )}
    </ConfigurationFrame>
  );
}
