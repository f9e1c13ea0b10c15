import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { exportCourtRequests } from '../api/export-court-requests';
import { useCourtRequests } from '../api/list-court-requests';
import { CourtRequestFilters } from '../components/court-request-filters';
import { COURT_REQUEST_LIST_CONFIG } from '../components/court-request-list-config';
import { CourtRequestStats } from '../components/court-request-stats';
import { useCourtRequestColumns } from '../components/use-court-request-columns';

/** /court-requests: figures, and the requests with search, status and urgency filters and "urgent first". */
export default function CourtRequestsListPage() {
  const { t } = useTranslation(['court-requests', 'ui']);
  const navigate = useNavigate();
  const list = useListParams(COURT_REQUEST_LIST_CONFIG);
  const requests = useCourtRequests(list.query);
  const columns = useCourtRequestColumns();
  return (
    <Stack gap="6">
      <PageHeader
        title={t('court-requests:title')}
        description={t('court-requests:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('court-requests:title') }]}
      />
      <CourtRequestStats />
      <DataTable
        label={t('court-requests:title')}
        columns={columns}
        data={requests.data?.data}
        meta={requests.data?.meta}
        list={list}
        getRowId={(request) => String(request.id)}
        getRowLabel={(request) => request.reference}
        isLoading={requests.isPending}
        isFetching={requests.isFetching}
        isError={requests.isError}
        onRetry={() => void requests.refetch()}
        searchPlaceholder={t('court-requests:search_placeholder')}
        filters={<CourtRequestFilters list={list} />}
        storageKey="court-requests"
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportCourtRequests(format, list.filterQuery)}
        defaultHiddenColumns={['reviewed_at']}
        onRowClick={(request) => navigate(`/court-requests/${request.id}`)}
        emptyTitle={t('court-requests:empty.title')}
        emptyDescription={t('court-requests:empty.description')}
      />
    </Stack>
  );
}
