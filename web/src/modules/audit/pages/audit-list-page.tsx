import { Stack } from '@chakra-ui/react';
import type { AuditRecord } from '@pickleball/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { exportAuditRecords } from '../api/export-audit-records';
import { useAuditRecords } from '../api/list-audit-records';
import { AuditDetailsDialog } from '../components/audit-details-dialog';
import { AuditFilters } from '../components/audit-filters';
import { AUDIT_LIST_CONFIG, RECORD_PARAM } from '../components/audit-list-config';
import { useAuditColumns } from '../components/use-audit-columns';

/** /audit: the trail, filtered by model, event, user and date, with a details dialog per record. */
export default function AuditListPage() {
  const { t } = useTranslation(['audit', 'ui']);
  const list = useListParams(AUDIT_LIST_CONFIG);
  const records = useAuditRecords(list.query);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = Number(searchParams.get(RECORD_PARAM));

  const setOpen = useCallback(
    (id: number | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(RECORD_PARAM);
        else next.set(RECORD_PARAM, String(id));
        return next;
      }),
    [setSearchParams],
  );
  const { setFilter, setFilters } = list;
  const columns = useAuditColumns({
    onOpen: useCallback((record: AuditRecord) => setOpen(record.id), [setOpen]),
    onFilterUser: useCallback((userId: number) => setFilter('user_id', String(userId)), [setFilter]),
    onFilterRecord: useCallback(
      (model: string, recordId: string) => setFilters({ model, record_id: recordId }),
      [setFilters],
    ),
  });

  return (
    <Stack gap="6">
      <PageHeader
        title={t('audit:title')}
        description={t('audit:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('audit:title') }]}
      />
      <DataTable
        label={t('audit:title')}
        columns={columns}
        data={records.data?.data}
        meta={records.data?.meta}
        list={list}
        getRowId={(record) => String(record.id)}
        isLoading={records.isPending}
        isFetching={records.isFetching}
        isError={records.isError}
        onRetry={() => void records.refetch()}
        searchPlaceholder={t('audit:search_placeholder')}
        filters={<AuditFilters list={list} />}
        storageKey="audit"
        defaultHiddenColumns={['url']}
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportAuditRecords(format, list.filterQuery)}
        onRowClick={(record) => setOpen(record.id)}
        emptyTitle={t('audit:empty.title')}
        emptyDescription={t('audit:empty.description')}
      />
      <AuditDetailsDialog
        recordId={Number.isInteger(openId) && openId > 0 ? openId : null}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
