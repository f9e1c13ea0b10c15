import { Stack } from '@chakra-ui/react';
import { PAYMENT_STATUSES } from '@pickleball/domain';
import { PAYMENT_STATUS_LABELS } from '@pickleball/domain/payments/payments.labels';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/filters/filter-select';
import { PageHeader } from '../../../components/page-header';
import { useMyPayments } from '../api/list-my-payments';
import { MY_PAYMENT_LIST_CONFIG } from '../components/pay-list-config';
import { useMyPaymentColumns } from '../components/use-my-payment-columns';

/** /pay: the signed-in user's own payments (no permission needed), the ones waiting for them first to the eye. */
export default function MyPaymentsPage() {
  const { t } = useTranslation(['payments', 'ui']);
  const navigate = useNavigate();
  const list = useListParams(MY_PAYMENT_LIST_CONFIG);
  const payments = useMyPayments(list.query);
  const columns = useMyPaymentColumns();
  return (
    <Stack gap="6">
      <PageHeader
        title={t('payments:pay.list_title')}
        description={t('payments:pay.list_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:pay.list_title') },
        ]}
      />
      <DataTable
        label={t('payments:pay.list_title')}
        columns={columns}
        data={payments.data?.data}
        meta={payments.data?.meta}
        list={list}
        getRowId={(payment) => String(payment.id)}
        getRowLabel={(payment) => payment.description}
        isLoading={payments.isPending}
        isFetching={payments.isFetching}
        isError={payments.isError}
        onRetry={() => void payments.refetch()}
        searchPlaceholder={false}
        filters={
          <FilterSelect
            label={t('payments:fields.status')}
            allLabel={t('payments:filters.all_statuses')}
            value={list.params.filters.status}
            onChange={(value) => list.setFilter('status', value)}
            options={PAYMENT_STATUSES.map((status) => ({
              value: status,
              label: t(PAYMENT_STATUS_LABELS[status]),
            }))}
          />
        }
        storageKey="my-payments"
        onRowClick={(payment) => navigate(`/pay/${payment.id}`)}
        emptyTitle={t('payments:pay.empty_title')}
        emptyDescription={t('payments:pay.empty_description')}
      />
    </Stack>
  );
}
