import { Button, Stack } from '@chakra-ui/react';
import { type Match, matchTitle } from '@pickleball/domain';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { RealtimeStatus } from '../../../components/realtime-status';
import { useAuth } from '../../../lib/auth';
import { exportMatches } from '../api/export-matches';
import { useMatches } from '../api/list-matches';
import { MatchFilters } from '../components/match-filters';
import { MATCH_LIST_CONFIG } from '../components/match-list-config';
import { MatchStats } from '../components/match-stats';
import { useMatchColumns } from '../components/use-match-columns';

/** /matches: figures, a filtered and sorted list kept fresh by realtime, links to each match. */
export default function MatchesListPage() {
  const { t } = useTranslation(['matches', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(MATCH_LIST_CONFIG);
  const matches = useMatches(list.query);
  const columns = useMatchColumns();
  const openMatch = useCallback((match: Match) => navigate(`/matches/${match.id}`), [navigate]);

  const createButton = can('match.create') && (
    <Button asChild colorPalette="blue">
      <RouterLink to="/matches/create">
        <Plus size={16} aria-hidden="true" />
        {t('matches:actions.create')}
      </RouterLink>
    </Button>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('matches:title')}
        description={t('matches:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('matches:title') }]}
        actions={createButton}
      />
      <RealtimeStatus />
      <MatchStats />
      <DataTable
        label={t('matches:title')}
        columns={columns}
        data={matches.data?.data}
        meta={matches.data?.meta}
        list={list}
        getRowId={(match) => String(match.id)}
        getRowLabel={(match) => matchTitle(t, match)}
        isLoading={matches.isPending}
        isFetching={matches.isFetching}
        isError={matches.isError}
        onRetry={() => void matches.refetch()}
        searchPlaceholder={t('matches:search_placeholder')}
        filters={<MatchFilters list={list} />}
        storageKey="matches"
        exportFormats={['xlsx', 'csv']}
        onExport={(format) => exportMatches(format, list.filterQuery)}
        defaultHiddenColumns={['discipline']}
        onRowClick={openMatch}
        emptyTitle={t('matches:empty.title')}
        emptyDescription={t('matches:empty.description')}
        emptyAction={
          can('match.create') && (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/matches/create">{t('matches:actions.create')}</RouterLink>
            </Button>
          )
        }
      />
    </Stack>
  );
}
