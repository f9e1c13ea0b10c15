import { Badge, CloseButton, HStack } from '@chakra-ui/react';
import { MATCH_DISCIPLINES, MATCH_STATUSES } from '@pickleball/domain/matches/matches.rules';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '../../../components/data-table/use-list-params';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { FilterSelect } from '../../../components/filters/filter-select';
import { SearchInput } from '../../../components/filters/search-input';
import { PlayerSearch } from '../../../components/player-search/player-search';
import { useAuth } from '../../../lib/auth';
import { searchPlayers } from '../api/search-players';
import { matchKeys } from '../matches.keys';
import { useMatchLabels } from './match-labels';
import type { MatchFilterName } from './match-list-config';

/** Names of the players chosen in this tab, for the filter's chip (the URL keeps only the id). */
const chosenPlayerNames = new Map<string, string>();

/** Status, discipline, event, player, certification and date filters of the matches list. */
export function MatchFilters({ list }: { list: ListParamsState<MatchFilterName> }) {
  const { t } = useTranslation(['matches', 'ui']);
  const { can } = useAuth();
  const { statusLabel, disciplineLabel } = useMatchLabels();
  const { filters } = list.params;
  // The player search is the form's (match.create or match.edit); a viewer filters by the other fields.
  const canSearchPlayers = can(['match.create', 'match.edit']);
  return (
    <>
      <FilterSelect
        label={t('matches:fields.status')}
        allLabel={t('matches:filters.all_statuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={MATCH_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
      />
      <FilterSelect
        label={t('matches:fields.discipline')}
        allLabel={t('matches:filters.all_disciplines')}
        value={filters.discipline}
        onChange={(value) => list.setFilter('discipline', value)}
        options={MATCH_DISCIPLINES.map((discipline) => ({
          value: discipline,
          label: disciplineLabel(discipline),
        }))}
      />
      <FilterSelect
        label={t('matches:fields.is_certified')}
        allLabel={t('matches:filters.all_certification')}
        value={filters.certified}
        onChange={(value) => list.setFilter('certified', value)}
        options={[
          { value: 'true', label: t('matches:filters.certified') },
          { value: 'false', label: t('matches:filters.not_certified') },
        ]}
      />
      <SearchInput
        value={filters.event ?? ''}
        onChange={(value) => list.setFilter('event', value)}
        placeholder={t('matches:filters.event')}
        width={{ base: 'full', md: '52' }}
      />
      {filters.player ? (
        <HStack>
          <Badge size="lg" variant="subtle" colorPalette="blue" pe="0">
            {t('matches:filters.player_chip', {
              name: chosenPlayerNames.get(filters.player) ?? `#${filters.player}`,
            })}
            <CloseButton
              size="2xs"
              aria-label={t('matches:filters.clear_player')}
              onClick={() => list.setFilter('player', undefined)}
            />
          </Badge>
        </HStack>
      ) : (
        canSearchPlayers && (
          <PlayerSearch
            search={searchPlayers}
            queryKey={matchKeys.players()}
            size="sm"
            width={{ base: 'full', md: '56' }}
            label={t('matches:filters.player')}
            hint="when_short"
            onSelect={(player) => {
              chosenPlayerNames.set(String(player.id), player.name);
              list.setFilter('player', String(player.id));
            }}
          />
        )
      )}
      <DateRangeFilter
        label={t('matches:fields.played_at')}
        from={filters.played_from}
        to={filters.played_to}
        onChange={({ from, to }) => list.setFilters({ played_from: from, played_to: to })}
      />
    </>
  );
}
