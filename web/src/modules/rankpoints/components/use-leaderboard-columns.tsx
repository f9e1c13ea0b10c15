import { Box, Circle, Link, Text } from '@chakra-ui/react';
import type { LeaderboardEntry } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../lib/format';
import { Movement } from './movement';
import { RankTypeBadge } from './rankpoint-badges';
import { formatRating } from './rankpoint-labels';

/** Gold, silver and bronze for the top three: the mark, its number, and the card's tint and edge. */
export const PODIUM_STYLES: Record<number, { mark: string; text: string; card: string; edge: string }> = {
  1: { mark: 'yellow.400', text: 'yellow.950', card: 'yellow.subtle', edge: 'yellow.400' },
  2: { mark: 'gray.300', text: 'gray.900', card: 'gray.subtle', edge: 'gray.400' },
  3: { mark: 'orange.600', text: 'white', card: 'orange.subtle', edge: 'orange.500' },
};

export function RankMark({ rank }: { rank: number }) {
  const { t } = useTranslation('rankpoints');
  const style = PODIUM_STYLES[rank];
  if (!style)
    return (
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums" textAlign="center">
        {rank}
      </Text>
    );
  return (
    <Circle
      size="7"
      mx="auto"
      bg={style.mark}
      color={style.text}
      fontWeight="bold"
      fontSize="sm"
      aria-label={t('rankpoints:leaderboard.top_rank', { rank })}
    >
      {rank}
    </Circle>
  );
}

/** A player on the leaderboard opens their rank point record: ratings and their history. */
export const playerDetailLink = (entry: LeaderboardEntry) => `/rankpoints/${entry.rankpoint_id}`;

/** The leaderboard's columns: the API ranks, so nothing sorts here. */
export function useLeaderboardColumns(): ColumnDef<LeaderboardEntry>[] {
  const { t, i18n } = useTranslation('rankpoints');
  const locale = i18n.language;
  return useMemo<ColumnDef<LeaderboardEntry>[]>(
    () => [
      {
        id: 'rank',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'leading', label: t('rankpoints:leaderboard.rank'), align: 'center', width: '16' },
        cell: ({ row }) => <RankMark rank={row.original.rank} />,
      },
      {
        id: 'player',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'title', label: t('rankpoints:fields.player') },
        cell: ({ row }) => (
          <Box minW="40">
            <Link asChild fontWeight={row.original.rank <= 3 ? 'semibold' : 'medium'}>
              <RouterLink to={playerDetailLink(row.original)}>{row.original.player.name}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              @{row.original.player.username}
            </Text>
          </Box>
        ),
      },
      {
        id: 'rating',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'status', label: t('rankpoints:fields.rating'), align: 'end' },
        cell: ({ row }) => (
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" textAlign="end">
            {formatRating(row.original.rating, locale)}
          </Text>
        ),
      },
      {
        id: 'movement',
        enableSorting: false,
        meta: { card: 'body', label: t('rankpoints:leaderboard.movement'), align: 'center' },
        cell: ({ row }) => <Movement movement={row.original.movement} />,
      },
      {
        id: 'type',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('rankpoints:fields.type') },
        cell: ({ row }) => <RankTypeBadge type={row.original.type} />,
      },
      {
        id: 'matches',
        enableSorting: false,
        meta: { card: 'body', label: t('rankpoints:leaderboard.matches'), align: 'end' },
        cell: ({ row }) => (
          <Text fontVariantNumeric="tabular-nums" textAlign="end">
            {formatNumber(row.original.matches, locale)}
          </Text>
        ),
      },
    ],
    [t, locale],
  );
}
