import { Alert, Badge, Box, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useBracket } from '../api/bracket';
import { useTournament } from '../api/get-tournament';
import { isSlotLive } from '../bracket/bracket-model';
import { BracketsTab } from '../components/brackets/brackets-tab';
import { OverviewTab } from '../components/detail/overview-tab';
import { isBracketWanted, TournamentTabs, tabOfParam } from '../components/detail/tournament-tabs';
import { LiveTab } from '../components/live/live-tab';
import { MatchesTab } from '../components/matches/matches-tab';
import { RegistrationsTab } from '../components/registrations/registrations-tab';
import { TournamentArchiveDialogs, type TournamentDialog } from '../components/tournament-archive-dialogs';
import { TournamentStatusBadge } from '../components/tournament-badges';
import { formatSchedule } from '../components/tournament-dates';
import { useTournamentLabels } from '../components/tournament-labels';
import { TournamentRowActions } from '../components/tournament-row-actions';

/**
 * /tournaments/{id} with its tabs (`?tab=`): overview, registrations, brackets, matches, live.
 * Live through the tournaments room: every change of the tournament, its entries or its bracket
 * refetches the part it names (the module's .live.ts); scores come through each match's room.
 */
export default function TournamentDetailPage() {
  const { t, i18n } = useTranslation(['tournaments', 'ui']);
  const labels = useTournamentLabels();
  const { can } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const tab = tabOfParam(params.get('tab'));
  const tournament = useTournament(id);
  const data = tournament.data?.data;
  // The bracket is asked for once the tournament says it has one (before, the answer is a 409), for
  // a tab that shows it and for the live tab's count in play.
  const bracket = useBracket(id, isBracketWanted(tab, data));
  const liveCount = useMemo(() => (bracket.data?.data.slots ?? []).filter(isSlotLive).length, [bracket.data]);
  const [dialog, setDialog] = useState<TournamentDialog>(null);
  const title = data?.name ?? t('tournaments:detail.title');
  const handlers = useMemo(
    () => ({
      onArchive: () => data && setDialog({ kind: 'archive', tournament: data }),
      onRestore: () => data && setDialog({ kind: 'restore', tournament: data }),
      onDelete: () => data && setDialog({ kind: 'delete', tournament: data }),
    }),
    [data],
  );

  return (
    <Stack gap="4">
      <Box data-print-hidden="">
        <PageHeader
          title={title}
          description={
            data &&
            [
              labels.type(data.type),
              labels.format(data.format),
              formatSchedule(data, i18n.language),
              data.location,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          breadcrumbs={[
            { label: t('ui:page.home'), to: '/dashboard' },
            { label: t('tournaments:title'), to: '/tournaments' },
            { label: title },
          ]}
          actions={
            data && (
              <HStack gap="2" flexWrap="wrap">
                <TournamentStatusBadge status={data.status} size="lg" />
                {data.is_archived && <Badge size="lg">{t('tournaments:archived_badge')}</Badge>}
                {can('tournament.edit') && !data.is_archived && (
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={`/tournaments/${data.id}/edit`}>
                      <Pencil size={14} aria-hidden="true" />
                      {t('tournaments:actions.edit')}
                    </RouterLink>
                  </Button>
                )}
                <TournamentRowActions tournament={data} isOpen {...handlers} />
              </HStack>
            )
          }
        />
      </Box>
      <TournamentTabs id={id} current={tab} liveCount={liveCount} />
      {tournament.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {isApiError(tournament.error) && tournament.error.status === 404
                ? t('tournaments:detail.not_found')
                : t('tournaments:detail.load_failed')}
            </Alert.Title>
            <Alert.Description>{tournament.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/tournaments">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : data ? (
        <Box pt="2" minW="0">
          {tab === 'overview' && <OverviewTab tournament={data} />}
          {tab === 'registrations' && <RegistrationsTab tournament={data} />}
          {tab === 'brackets' && <BracketsTab tournament={data} />}
          {tab === 'matches' && <MatchesTab tournament={data} />}
          {tab === 'live' && <LiveTab tournament={data} />}
        </Box>
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="12" />
          <Skeleton height="48" />
          <Skeleton height="32" />
        </Stack>
      )}
      <TournamentArchiveDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDeleted={() => navigate('/tournaments')}
      />
    </Stack>
  );
}
