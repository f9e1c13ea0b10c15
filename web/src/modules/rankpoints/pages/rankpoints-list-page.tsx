import { Button, Stack } from '@chakra-ui/react';
import type { Rankpoint } from '@pickleball/domain';
import { Plus, Trophy } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { RealtimeStatus } from '../../../components/realtime-status';
import { useAuth } from '../../../lib/auth';
import { exportRankpoints } from '../api/export-rankpoints';
import { useRankpoints } from '../api/list-rankpoints';
import { RankpointFilters } from '../components/rankpoint-filters';
import { RankpointFormDialog } from '../components/rankpoint-form-dialog';
import { RANKPOINT_LIST_CONFIG } from '../components/rankpoint-list-config';
import { useRankpointColumns } from '../components/use-rankpoint-columns';

/** /rankpoints: players' rank points, searchable and filtered, with the create and update modals. */
export default function RankpointsListPage() {
  const { t } = useTranslation(['rankpoints', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const canManage = can('rankpoint.manage');
  const list = useListParams(RANKPOINT_LIST_CONFIG);
  const rankpoints = useRankpoints(list.query);
  // The modal: open or not, and the record it updates (null: it creates one). Kept apart so the
  // closing modal does not turn into the create modal while it fades out.
  const [isFormOpen, setFormOpen] = useState(false);
  const [target, setTarget] = useState<Rankpoint | null>(null);
  const openForm = useCallback((rankpoint: Rankpoint | null) => {
    setTarget(rankpoint);
    setFormOpen(true);
  }, []);
  const columns = useRankpointColumns(canManage ? openForm : null);
  const openRankpoint = useCallback(
    (rankpoint: Rankpoint) => navigate(`/rankpoints/${rankpoint.id}`),
    [navigate],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('rankpoints:title')}
        description={t('rankpoints:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('rankpoints:title') }]}
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/rankpoints/leaderboard">
                <Trophy size={16} aria-hidden="true" />
                {t('rankpoints:leaderboard.title')}
              </RouterLink>
            </Button>
            {canManage && (
              <Button colorPalette="blue" onClick={() => openForm(null)}>
                <Plus size={16} aria-hidden="true" />
                {t('rankpoints:actions.create')}
              </Button>
            )}
          </>
        }
      />
      <RealtimeStatus />
      <DataTable
        label={t('rankpoints:title')}
        columns={columns}
        data={rankpoints.data?.data}
        meta={rankpoints.data?.meta}
        list={list}
        getRowId={(rankpoint) => String(rankpoint.id)}
        getRowLabel={(rankpoint) => rankpoint.player.name}
        isLoading={rankpoints.isPending}
        isFetching={rankpoints.isFetching}
        isError={rankpoints.isError}
        onRetry={() => void rankpoints.refetch()}
        searchPlaceholder={t('rankpoints:search_placeholder')}
        filters={<RankpointFilters list={list} />}
        storageKey="rankpoints"
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportRankpoints(format, list.filterQuery)}
        defaultHiddenColumns={['change_reason']}
        onRowClick={openRankpoint}
        emptyTitle={t('rankpoints:empty.title')}
        emptyDescription={t('rankpoints:empty.description')}
        emptyAction={
          canManage && (
            <Button size="sm" colorPalette="blue" onClick={() => openForm(null)}>
              {t('rankpoints:actions.create')}
            </Button>
          )
        }
      />
      <RankpointFormDialog open={isFormOpen} onOpenChange={setFormOpen} rankpoint={target} />
    </Stack>
  );
}
