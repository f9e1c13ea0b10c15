import { Alert, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { Gateway } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useGateway } from '../api/get-gateway';
import { useUpdateGateway } from '../api/update-gateway';
import { GatewayForm } from '../components/gateway-form';
import { GatewayTestPanel } from '../components/gateway-test-panel';
import { ModeBadge, ProviderBadge } from '../components/payment-badges';
import { WebhookUrl } from '../components/webhook-url';

/** `gateway` is the copy being edited; `live` the stored one, whose last test the test panel shows. */
function EditGatewayForm({
  gateway,
  live,
  onSaved,
}: {
  gateway: Gateway;
  live: Gateway;
  onSaved: () => void;
}) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const updateGateway = useUpdateGateway(gateway.id);
  return (
    <GatewayForm
      gateway={gateway}
      label={t('payments:gateways.edit_title')}
      submitLabel={t('payments:actions.save')}
      webhookSection={<WebhookUrl gateway={live} />}
      testSection={<GatewayTestPanel gateway={live} />}
      onCancel={() => navigate('/payments/gateways')}
      // Stays here after saving, so the saved settings can be tested.
      onSubmit={async (input) => {
        await updateGateway.mutateAsync(input);
        onSaved();
      }}
    />
  );
}

/** /payments/gateways/{id}/edit: the settings (credentials write-only), the webhook address to paste, a test. */
export default function GatewayEditPage() {
  const { t } = useTranslation(['payments', 'ui']);
  const id = Number(useParams().id);
  const gateway = useGateway(id);
  const data = gateway.data?.data;
  return (
    <>
      <PageHeader
        title={
          data ? t('payments:gateways.edit_named', { name: data.name }) : t('payments:gateways.edit_title')
        }
        description={
          data && (
            <HStack as="span" gap="1" display="inline-flex">
              <ProviderBadge provider={data.provider} />
              <ModeBadge mode={data.mode} />
            </HStack>
          )
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:gateways.title'), to: '/payments/gateways' },
          { label: data?.name ?? t('payments:gateways.edit_title') },
        ]}
      />
      {data ? (
        <WatchedRecord key={data.id} query={gateway} listPath="/payments/gateways">
          {(record, saved) => (
            // Keyed by the saved version: after a save the form starts again from what is stored (credentials masked).
            <EditGatewayForm
              key={`${record.id}-${record.updated_at}`}
              gateway={record}
              live={data}
              onSaved={saved}
            />
          )}
        </WatchedRecord>
      ) : gateway.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('payments:gateways.load_failed')}</Alert.Title>
            <Alert.Description>{gateway.error.message}</Alert.Description>
          </Alert.Content>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void gateway.refetch()}>
              {t('payments:actions.retry_load')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to="/payments/gateways">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
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
