import { Button, Stack } from '@chakra-ui/react';
import type { Gateway } from '@pickleball/domain';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { useDeleteGateway } from '../api/delete-gateway';
import { useGateways } from '../api/list-gateways';
import { GatewayFilters } from '../components/gateway-filters';
import { GATEWAY_LIST_CONFIG } from '../components/payment-list-config';
import { useGatewayColumns } from '../components/use-gateway-columns';

/** /payments/gateways: the payment gateways, their mode, currencies, last test and use; set-up for payment.gateway.manage. */
export default function GatewaysListPage() {
  const { t, i18n } = useTranslation(['payments', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(GATEWAY_LIST_CONFIG);
  const gateways = useGateways(list.query);
  const [deleting, setDeleting] = useState<Gateway | null>(null);
  const onDelete = useCallback((gateway: Gateway) => setDeleting(gateway), []);
  const columns = useGatewayColumns(onDelete);
  const deleteGateway = useDeleteGateway();
  const canManage = can('payment.gateway.manage');
  const createButton = canManage && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/payments/gateways/create">
        <Plus size={16} aria-hidden="true" />
        {t('payments:actions.add_gateway')}
      </RouterLink>
    </Button>
  );
  const used = deleting?.transaction_count ?? 0;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('payments:gateways.title')}
        description={t('payments:gateways.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:gateways.title') },
        ]}
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/payments/settings">
                <SlidersHorizontal size={16} aria-hidden="true" />
                {t('payments:settings.title')}
              </RouterLink>
            </Button>
            {createButton}
          </>
        }
      />
      <DataTable
        label={t('payments:gateways.title')}
        columns={columns}
        data={gateways.data?.data}
        meta={gateways.data?.meta}
        list={list}
        getRowId={(gateway) => String(gateway.id)}
        getRowLabel={(gateway) => gateway.name}
        isLoading={gateways.isPending}
        isFetching={gateways.isFetching}
        isError={gateways.isError}
        onRetry={() => void gateways.refetch()}
        searchPlaceholder={t('payments:gateways.search_placeholder')}
        filters={<GatewayFilters list={list} />}
        storageKey="payment-gateways"
        defaultHiddenColumns={['created_at']}
        onRowClick={canManage ? (gateway) => navigate(`/payments/gateways/${gateway.id}/edit`) : undefined}
        emptyTitle={t('payments:gateways.empty_title')}
        emptyDescription={t('payments:gateways.empty_description')}
        emptyAction={createButton}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('payments:delete_gateway.title', { name: deleting?.name ?? '' })}
        description={t('payments:delete_gateway.description')}
        irreversible
        // A gateway that has taken payments keeps them readable: it can only be deactivated.
        blockedReason={
          used > 0
            ? t('payments:delete_gateway.in_use', {
                count: used,
                payments: formatNumber(used, i18n.language),
              })
            : undefined
        }
        onConfirm={async () => {
          if (!deleting) return;
          await deleteGateway.mutateAsync(deleting.id);
          toaster.success({ title: t('payments:delete_gateway.done', { name: deleting.name }) });
        }}
      />
    </Stack>
  );
}
