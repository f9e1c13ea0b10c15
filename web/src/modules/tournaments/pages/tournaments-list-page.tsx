import { Button, Stack } from '@chakra-ui/react';
import type { Tournament } from '@pickleball/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { useTournaments } from '../api/list-tournaments';
import { TournamentArchiveDialogs, type TournamentDialog } from '../components/tournament-archive-dialogs';
import { TournamentFilters } from '../components/tournament-filters';
import { TOURNAMENT_LIST_CONFIG } from '../components/tournament-list-config';
import { TournamentStats } from '../components/tournament-stats';
import { TournamentViews } from '../components/tournament-views';
import { useTournamentColumns } from '../components/use-tournament-columns';

/** /tournaments: figures, a searchable (diacritics ignored), filtered and sorted list; live. */
export default function TournamentsListPage() {
  const { t } = useTranslation(['tournaments', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const list = useListParams(TOURNAMENT_LIST_CONFIG);
  const tournaments = useTournaments(list.query);
  const [dialog, setDialog] = useState<TournamentDialog>(null);
  const handlers = useMemo(
    () => ({
      onArchive: (tournament: Tournament) => setDialog({ kind: 'archive', tournament }),
      onRestore: (tournament: Tournament) => setDialog({ kind: 'restore', tournament }),
      onDelete: (tournament: Tournament) => setDialog({ kind: 'delete', tournament }),
    }),
    [],
  );
  const columns = useTournamentColumns(handlers);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('tournaments:title')}
        description={t('tournaments:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('tournaments:title') }]}
        actions={<TournamentViews current="list" />}
      />
      <TournamentStats />
      <DataTable
        label={t('tournaments:title')}
        columns={columns}
        data={tournaments.data?.data}
        meta={tournaments.data?.meta}
        list={list}
        getRowId={(tournament) => String(tournament.id)}
        getRowLabel={(tournament) => tournament.name}
        isLoading={tournaments.isPending}
        isFetching={tournaments.isFetching}
        isError={tournaments.isError}
        onRetry={() => void tournaments.refetch()}
        searchPlaceholder={t('tournaments:search_placeholder')}
        filters={<TournamentFilters list={list} />}
        storageKey="tournaments"
        defaultHiddenColumns={['registration_deadline', 'sort_order', 'created_at']}
        onRowClick={(tournament) => navigate(`/tournaments/${tournament.id}`)}
        emptyTitle={t('tournaments:empty.title')}
        emptyDescription={t('tournaments:empty.description')}
        emptyAction={
          can('tournament.create') && (
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/tournaments/create">{t('tournaments:actions.create')}</RouterLink>
            </Button>
          )
        }
      />
      <TournamentArchiveDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
