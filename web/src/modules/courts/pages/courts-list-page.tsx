import { Button, Stack } from '@chakra-ui/react';
import type { Court } from '@pickleball/domain';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useExportCourts } from '../api/export-courts';
import { useCourts } from '../api/list-courts';
import { ArchiveCourtDialog } from '../components/archive-court-dialog';
import { CourtFilters } from '../components/court-filters';
import { COURT_LIST_CONFIG } from '../components/court-list-config';
import { CourtStats } from '../components/court-stats';
import { useCourtColumns } from '../components/use-court-columns';

/** /courts: statistics, a searchable, filtered and sorted list, archive and restore, download. */
export default function CourtsListPage() {
  const { t } = useTranslation(['courts', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(COURT_LIST_CONFIG);
  const courts = useCourts(list.query);
  const exportCourts = useExportCourts();
  const [toArchive, setToArchive] = useState<Court | null>(null);
  const handleArchiveToggle = useCallback((court: Court) => setToArchive(court), []);
  const columns = useCourtColumns({ onArchiveToggle: handleArchiveToggle });

  return (
    <Stack gap="6">
      <PageHeader
        title={t('courts:title')}
        description={t('courts:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('courts:title') }]}
        actions={
          <>
            {can('court.import') && (
              <Button asChild variant="outline">
                <RouterLink to="/courts/import">
                  <FileSpreadsheet size={16} aria-hidden="true" />
                  {t('courts:actions.import')}
                </RouterLink>
              </Button>
            )}
            {can('court.create') && (
              <Button asChild colorPalette="blue">
                <RouterLink to="/courts/create">
                  <Plus size={16} aria-hidden="true" />
                  {t('courts:actions.create')}
                </RouterLink>
              </Button>
            )}
          </>
        }
      />
      <CourtStats />
      <DataTable
        label={t('courts:title')}
        columns={columns}
        data={courts.data?.data}
        meta={courts.data?.meta}
        list={list}
        getRowId={(court) => String(court.id)}
        getRowLabel={(court) => court.name}
        isLoading={courts.isPending}
        isFetching={courts.isFetching}
        isError={courts.isError}
        onRetry={() => void courts.refetch()}
        searchPlaceholder={t('courts:search_placeholder')}
        filters={<CourtFilters list={list} />}
        storageKey="courts"
        defaultHiddenColumns={['sort_order', 'created_at', 'owner']}
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportCourts.mutateAsync({ format, filters: list.filterQuery })}
        onRowClick={(court) => navigate(`/courts/${court.id}`)}
        emptyTitle={t('courts:empty.title')}
        emptyDescription={t('courts:empty.description')}
        emptyAction={
          can('court.create') && (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/courts/create">{t('courts:actions.create')}</RouterLink>
            </Button>
          )
        }
      />
      <ArchiveCourtDialog court={toArchive} onClose={() => setToArchive(null)} />
    </Stack>
  );
}
