import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { Provider } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useProvider } from '../api/get-provider';
import { useUpdateProvider } from '../api/update-provider';
import { HealthSummary, useHealthRule } from '../components/health-badge';
import { ProviderForm } from '../components/provider-form';
import { ProviderTestPanel } from '../components/provider-test-panel';

/** `provider` is the copy being edited; `live` the stored one, whose last test the test panel shows. */
function EditProviderForm({
  provider,
  live,
  onSaved,
}: {
  provider: Provider;
  live: Provider;
  onSaved: () => void;
}) {
  const { t } = useTranslation('notification-providers');
  const navigate = useNavigate();
  const updateProvider = useUpdateProvider(provider.id);
  return (
    <ProviderForm
      provider={provider}
      label={t('notification-providers:edit_title')}
      submitLabel={t('notification-providers:actions.save')}
      testSection={<ProviderTestPanel provider={live} />}
      onCancel={() => navigate('/notification-providers')}
      // Stays here after saving, so the saved config can be tested.
      onSubmit={async (input) => {
        await updateProvider.mutateAsync(input);
        onSaved();
      }}
    />
  );
}

/** /notification-providers/{id}/edit: the config (secrets masked), health, and a test of the saved config. */
export default function ProviderEditPage() {
  const { t } = useTranslation(['notification-providers', 'ui']);
  const id = Number(useParams().id);
  const provider = useProvider(id);
  const data = provider.data?.data;
  const healthRule = useHealthRule();
  return (
    <>
      <PageHeader
        title={
          data
            ? t('notification-providers:edit_named', { name: data.name })
            : t('notification-providers:edit_title')
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-providers:title'), to: '/notification-providers' },
          { label: data?.name ?? t('notification-providers:edit_title') },
        ]}
      />
      {data ? (
        <Stack gap="4">
          <HealthSummary provider={data} />
          <Alert.Root status="info" size="sm" maxW="4xl">
            <Alert.Indicator />
            <Alert.Description>{healthRule}</Alert.Description>
          </Alert.Root>
          <WatchedRecord key={data.id} query={provider} listPath="/notification-providers">
            {(record, saved) => (
              // Keyed by the saved version: after a save the form starts again from what is stored (secrets masked).
              <EditProviderForm
                key={`${record.id}-${record.updated_at}`}
                provider={record}
                live={data}
                onSaved={saved}
              />
            )}
          </WatchedRecord>
        </Stack>
      ) : provider.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('notification-providers:load_failed')}</Alert.Title>
            <Alert.Description>{provider.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/notification-providers">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="4" maxW="4xl" aria-busy="true">
          <Skeleton height="48" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
