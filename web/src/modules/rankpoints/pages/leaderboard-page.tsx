import { Box, Button, Stack } from '@chakra-ui/react';
import { RATING_MATCH_TYPES, type RatingMatchType } from '@pickleball/domain';
import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { RealtimeStatus } from '../../../components/realtime-status';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardFilters } from '../components/leaderboard-filters';
import { MatchTypeTabs } from '../components/match-type-tabs';
import { Podium } from '../components/podium';
import { LEADERBOARD_CONFIG } from '../components/rankpoint-list-config';
import { playerDetailLink, useLeaderboardColumns } from '../components/use-leaderboard-columns';

const DEFAULT_MATCH_TYPE: RatingMatchType = 'doubles';

/** The singles/doubles tab, in the URL beside the filters (`?match_type=singles`). */
function useMatchTypeParam(): [RatingMatchType, (value: RatingMatchType) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('match_type');
  const value = (RATING_MATCH_TYPES as readonly string[]).includes(raw ?? '')
    ? (raw as RatingMatchType)
    : DEFAULT_MATCH_TYPE;
  const setValue = (next: RatingMatchType) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === DEFAULT_MATCH_TYPE) params.delete('match_type');
      else params.set('match_type', next);
      params.delete('page');
      return params;
    });
  return [value, setValue];
}

/** /rankpoints/leaderboard: players ranked by rating, singles or doubles, with last week's movement, live. */
export default function LeaderboardPage() {
  const { t } = useTranslation(['rankpoints', 'ui']);
  const [matchType, setMatchType] = useMatchTypeParam();
  const list = useListParams(LEADERBOARD_CONFIG);
  const leaderboard = useLeaderboard({ ...list.query, match_type: matchType });
  const columns = useLeaderboardColumns();
  const entries = leaderboard.data?.data;
  const navigate = useNavigate();
  // A search keeps each player's rank: the podium is the top three only without one.
  const isSearching = Boolean(list.params.search);
  const isFiltered = isSearching || Object.values(list.params.filters).some(Boolean);

  return (
    <Stack gap="5">
      <PageHeader
        title={t('rankpoints:leaderboard.title')}
        description={t('rankpoints:leaderboard.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('rankpoints:title'), to: '/rankpoints' },
          { label: t('rankpoints:leaderboard.title') },
        ]}
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/rankpoints">
              <ListOrdered size={16} aria-hidden="true" />
              {t('rankpoints:title')}
            </RouterLink>
          </Button>
        }
      />
      <MatchTypeTabs
        value={matchType}
        onChange={setMatchType}
        panelId="leaderboard-panel"
        idPrefix="leaderboard-tab"
      />
      <RealtimeStatus />
      <Box
        id="leaderboard-panel"
        role="tabpanel"
        aria-labelledby={`leaderboard-tab-${matchType}`}
        display="flex"
        flexDirection="column"
        gap="5"
      >
        {entries && list.params.page === 1 && !isSearching && <Podium entries={entries} />}
        <DataTable
          label={t('rankpoints:leaderboard.table_label', {
            type: t(
              matchType === 'singles' ? 'rankpoints:match_type.singles' : 'rankpoints:match_type.doubles',
            ),
          })}
          columns={columns}
          data={entries}
          meta={leaderboard.data?.meta}
          list={list}
          getRowId={(entry) => String(entry.player.id)}
          getRowLabel={(entry) => entry.player.name}
          isLoading={leaderboard.isPending}
          isFetching={leaderboard.isFetching}
          isError={leaderboard.isError}
          onRetry={() => void leaderboard.refetch()}
          searchPlaceholder={t('rankpoints:leaderboard.search_placeholder')}
          onRowClick={(entry) => navigate(playerDetailLink(entry))}
          filters={<LeaderboardFilters list={list} />}
          storageKey="leaderboard"
          // A search or a filter that finds nobody says so (the table's own texts), not 'Nobody ranked yet'.
          emptyTitle={isFiltered ? undefined : t('rankpoints:leaderboard.empty_title')}
          emptyDescription={isFiltered ? undefined : t('rankpoints:leaderboard.empty_description')}
        />
      </Box>
    </Stack>
  );
}
