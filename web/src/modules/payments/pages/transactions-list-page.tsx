import { Button, Stack } from '@chakra-ui/react';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { exportPayments } from '../api/export-payments';
import { usePaymentSummary } from '../api/get-payment-summary';
import { usePayments } from '../api/list-payments';
import { PaymentFilters } from '../components/payment-filters';
import { PAYMENT_LIST_CONFIG } from '../components/payment-list-config';
import { PaymentSummaryCards } from '../components/payment-summary-cards';
import { RequestPaymentDialog } from '../components/request-payment-dialog';
import { usePaymentColumns } from '../components/use-payment-columns';

/** /payments/transactions: every payment, its figures for the filters, export; "Request a payment" for payment.manage. */
export default function TransactionsListPage() {
  const { t } = useTranslation(['payments', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(PAYMENT_LIST_CONFIG);
  const payments = usePayments(list.query);
  const summary = usePaymentSummary(list.query);
  const columns = usePaymentColumns();
  const [requesting, setRequesting] = useState(false);
  const rows = payments.data?.data;
  const userId = list.params.filters.user_id;
  const payerName = rows?.find((payment) => String(payment.user?.id) === userId)?.user?.name;
  const requestButton = can('payment.manage') && (
    <Button colorPalette="blue" onClick={() => setRequesting(true)}>
      <HandCoins size={16} aria-hidden="true" />
      {t('payments:actions.request')}
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={t('payments:transactions.title')}
        description={t('payments:transactions.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:title'), to: '/payments' },
          { label: t('payments:transactions.title') },
        ]}
        actions={requestButton}
      />
      <PaymentSummaryCards list={list} />
      <DataTable
        label={t('payments:transactions.title')}
        columns={columns}
        data={rows}
        meta={payments.data?.meta}
        list={list}
        getRowId={(payment) => String(payment.id)}
        getRowLabel={(payment) => `${payment.transaction_id} ${payment.description}`}
        isLoading={payments.isPending}
        isFetching={payments.isFetching}
        isError={payments.isError}
        onRetry={() => void payments.refetch()}
        searchPlaceholder={t('payments:transactions.search_placeholder')}
        filters={<PaymentFilters list={list} payerName={payerName} />}
        storageKey="payments"
        defaultHiddenColumns={['reference', 'purpose', 'paid_at']}
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportPayments(format, list.filterQuery)}
        onRowClick={(payment) => navigate(`/payments/transactions/${payment.id}`)}
        emptyTitle={t('payments:transactions.empty_title')}
        emptyDescription={t('payments:transactions.empty_description')}
        emptyAction={requestButton}
      />
      {can('payment.manage') && (
        // Remounted when the default currency is known, so the dialog starts in it.
        <RequestPaymentDialog
          key={summary.data?.data.currency ?? 'VND'}
          open={requesting}
          onClose={() => setRequesting(false)}
          defaultCurrency={summary.data?.data.currency ?? 'VND'}
        />
      )}
    </Stack>
  );
}
