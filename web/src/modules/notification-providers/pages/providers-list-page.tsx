import { Alert, Button, Stack } from '@chakra-ui/react';
import type { Provider } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { toaster } from '../../../lib/toaster';
import { useDeleteProvider } from '../api/delete-provider';
import { useProviders } from '../api/list-providers';
import { useHealthRule } from '../components/health-badge';
import { ProviderFilters } from '../components/provider-filters';
import { PROVIDER_LIST_CONFIG } from '../components/provider-list-config';
import { useProviderColumns } from '../components/use-provider-columns';

/** /notification-providers: the services each channel sends through, in failover order, with their health. */
export default function ProvidersListPage() {
  const { t } = useTranslation(['notification-providers', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(PROVIDER_LIST_CONFIG);
  const providers = useProviders(list.query);
  const [deleting, setDeleting] = useState<Provider | null>(null);
  const onDelete = useCallback((provider: Provider) => setDeleting(provider), []);
  const columns = useProviderColumns(onDelete);
  const deleteProvider = useDeleteProvider();
  const healthRule = useHealthRule();
  const createButton = can('notification.providers.create') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/notification-providers/create">
        <Plus size={16} aria-hidden="true" />
        {t('notification-providers:actions.create')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={t('notification-providers:title')}
        description={t('notification-providers:description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-providers:title') },
        ]}
        actions={createButton}
      />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('notification-providers:explain.title')}</Alert.Title>
          <Alert.Description>
            {t('notification-providers:explain.failover')} {healthRule}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <DataTable
        label={t('notification-providers:title')}
        columns={columns}
        data={providers.data?.data}
        meta={providers.data?.meta}
        list={list}
        getRowId={(provider) => String(provider.id)}
        getRowLabel={(provider) => provider.name}
        isLoading={providers.isPending}
        isFetching={providers.isFetching}
        isError={providers.isError}
        onRetry={() => void providers.refetch()}
        searchPlaceholder={t('notification-providers:search_placeholder')}
        filters={<ProviderFilters list={list} />}
        storageKey="notification-providers"
        defaultHiddenColumns={['last_test']}
        onRowClick={
          can('notification.providers.edit')
            ? (provider) => navigate(`/notification-providers/${provider.id}/edit`)
            : undefined
        }
        emptyTitle={t('notification-providers:empty.title')}
        emptyDescription={t('notification-providers:empty.description')}
        emptyAction={createButton}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('notification-providers:delete.title', { name: deleting?.name ?? '' })}
        description={t('notification-providers:delete.description')}
        irreversible
        onConfirm={async () => {
          if (!deleting) return;
          await deleteProvider.mutateAsync(deleting.id);
          toaster.success({ title: t('notification-providers:delete.done', { name: deleting.name }) });
        }}
      />
    </Stack>
  );
}
