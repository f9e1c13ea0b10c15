import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { type Match, matchTitle } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { CertifiedBadge, MatchStatusBadge } from './match-badges';
import { teamNames, useMatchLabels } from './match-labels';
import { MatchRowActions } from './match-row-actions';
import { GameScores } from './match-score';
import { MatchClub, MatchVenue } from './venue-links';

/** One team in a cell: its players, bold when it won. */
function TeamLine({ players, won, fallback }: { players: Match['team1']; won: boolean; fallback: string }) {
  return (
    <Text fontSize="sm" fontWeight={won ? 'semibold' : 'normal'} lineClamp={1}>
      {teamNames(players, fallback)}
    </Text>
  );
}

/** Under the event: where the match is played (its court, linked, or the venue typed), then its club. */
function VenueLines({ match }: { match: Match }) {
  if (!match.court && !match.location && !match.club) return null;
  return (
    <Stack gap="0" fontSize="xs" color="fg.muted">
      {(match.court || match.location) && (
        <Text lineClamp={1}>
          <MatchVenue match={match} />
        </Text>
      )}
      {match.club && (
        <Text lineClamp={1}>
          <MatchClub match={match} />
        </Text>
      )}
    </Stack>
  );
}

/** The matches table's columns; ids are the API's sort fields. */
export function useMatchColumns(): ColumnDef<Match>[] {
  const { t, i18n } = useTranslation('matches');
  const { disciplineLabel } = useMatchLabels();
  const locale = i18n.language;
  return useMemo<ColumnDef<Match>[]>(
    () => [
      {
        id: 'played_at',
        accessorKey: 'played_at',
        meta: { card: 'body', label: t('matches:fields.played_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.played_at, locale)}</Text>,
      },
      {
        id: 'event',
        accessorKey: 'event',
        enableHiding: false,
        meta: { card: 'body', label: t('matches:fields.event') },
        cell: ({ row }) => (
          <Box minW="44">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/matches/${row.original.id}`}>{matchTitle(t, row.original)}</RouterLink>
            </Link>
            <VenueLines match={row.original} />
          </Box>
        ),
      },
      {
        id: 'teams',
        enableSorting: false,
        meta: { card: 'title', label: t('matches:fields.teams') },
        cell: ({ row }) => (
          <Stack gap="0" minW="48" maxW="72">
            <TeamLine
              players={row.original.team1}
              won={row.original.winner_team === 1}
              fallback={t('matches:team_n', { number: 1 })}
            />
            <Text fontSize="xs" color="fg.muted">
              {t('matches:versus')}
            </Text>
            <TeamLine
              players={row.original.team2}
              won={row.original.winner_team === 2}
              fallback={t('matches:team_n', { number: 2 })}
            />
          </Stack>
        ),
      },
      {
        id: 'games',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('matches:fields.games') },
        cell: ({ row }) => <GameScores games={row.original.games} emptyLabel={t('matches:no_games')} />,
      },
      {
        id: 'status',
        accessorKey: 'status',
        meta: { card: 'status', label: t('matches:fields.status') },
        cell: ({ row }) => (
          <HStack gap="1" flexWrap="wrap">
            <MatchStatusBadge status={row.original.status} />
            {row.original.is_certified && <CertifiedBadge />}
          </HStack>
        ),
      },
      {
        id: 'discipline',
        enableSorting: false,
        meta: { card: 'hidden', label: t('matches:fields.discipline') },
        cell: ({ row }) => disciplineLabel(row.original.discipline),
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('matches:fields.actions'), align: 'end', width: '12' },
        header: () => <Box srOnly>{t('matches:fields.actions')}</Box>,
        cell: ({ row }) => <MatchRowActions match={row.original} />,
      },
    ],
    [t, locale, disciplineLabel],
  );
}
