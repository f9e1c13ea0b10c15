import { Box, Link, Text } from '@chakra-ui/react';
import type { MatchSessionListItem } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { FairnessBadge, SessionStatusBadge } from './session-badges';
import { venueText } from './session-calendar-events';
import { formatPlayersOfCap } from './session-event-text';
import { useSessionLabels } from './session-labels';
import { SessionProgress } from './session-progress';
import { formatSessionDay, formatSessionTimes } from './session-when';

/** The sessions table's columns; ids are the API's sort fields where it sorts. */
export function useSessionColumns(): ColumnDef<MatchSessionListItem>[] {
  const { t, i18n } = useTranslation('match-sessions');
  const labels = useSessionLabels();
  const locale = i18n.language;
  return useMemo<ColumnDef<MatchSessionListItem>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('match-sessions:fields.name') },
        cell: ({ row }) => (
          <Box minW="40" maxW="sm">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/match-sessions/${row.original.id}`}>{row.original.name}</RouterLink>
            </Link>
            {row.original.club && (
              <Text fontSize="xs" color="fg.muted">
                {row.original.club.name}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'starts_at',
        accessorKey: 'starts_at',
        meta: { card: 'subtitle', cardOrder: 1, label: t('match-sessions:fields.when') },
        cell: ({ row }) => (
          <Box>
            <Text whiteSpace="nowrap">{formatSessionDay(row.original, locale)}</Text>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatSessionTimes(row.original, locale)}
            </Text>
          </Box>
        ),
      },
      {
        id: 'venue',
        enableSorting: false,
        meta: { card: 'body', label: t('match-sessions:fields.venue') },
        cell: ({ row }) => {
          const venue = venueText(row.original);
          return (
            <Box minW="32" maxW="xs">
              <Text color={venue ? undefined : 'fg.muted'}>{venue ?? '—'}</Text>
              {row.original.court_names.length > 0 && (
                <Text fontSize="xs" color="fg.muted">
                  {row.original.court_names.join(', ')}
                </Text>
              )}
            </Box>
          );
        },
      },
      {
        id: 'status',
        accessorKey: 'status',
        meta: { card: 'status', label: t('match-sessions:fields.status') },
        cell: ({ row }) => <SessionStatusBadge status={row.original.status} />,
      },
      {
        id: 'match_type',
        enableSorting: false,
        meta: { card: 'body', label: t('match-sessions:fields.match_type') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {row.original.player_cap === null
              ? t('match-sessions:list.type_players', {
                  type: labels.typeLabel(row.original.match_type),
                  count: row.original.players_count,
                })
              : `${labels.typeLabel(row.original.match_type)} · ${formatPlayersOfCap(
                  row.original.players_count,
                  row.original.player_cap,
                  t,
                )}`}
          </Text>
        ),
      },
      {
        id: 'progress',
        enableSorting: false,
        meta: { card: 'body', label: t('match-sessions:fields.progress') },
        cell: ({ row }) => (
          <SessionProgress played={row.original.played_matches} total={row.original.total_matches} />
        ),
      },
      {
        id: 'rounds',
        enableSorting: false,
        meta: { card: 'hidden', label: t('match-sessions:fields.rounds_count') },
        cell: ({ row }) => <Text>{formatNumber(row.original.rounds_count, locale)}</Text>,
      },
      {
        id: 'fairness',
        enableSorting: false,
        meta: { card: 'body', label: t('match-sessions:fields.fairness') },
        cell: ({ row }) => (
          <FairnessBadge label={row.original.fairness_label} score={row.original.fairness_score} />
        ),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('match-sessions:fields.created_at') },
        cell: ({ row }) => (
          <Box>
            <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>
            {row.original.created_by && (
              <Text fontSize="xs" color="fg.muted">
                {row.original.created_by.name}
              </Text>
            )}
          </Box>
        ),
      },
    ],
    [t, locale, labels],
  );
}
