import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import type { Rankpoint } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { RankStatusBadge, RankTypeBadge } from './rankpoint-badges';
import { formatRating } from './rankpoint-labels';

function RatingCell({ rating, matches }: { rating: number | null; matches: number }) {
  const { t, i18n } = useTranslation('rankpoints');
  if (rating === null)
    return (
      <Text color="fg.muted" textAlign="end">
        —
      </Text>
    );
  return (
    <Stack gap="0" align="flex-end">
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {formatRating(rating, i18n.language)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t('rankpoints:matches_n', { count: matches })}
      </Text>
    </Stack>
  );
}

/** The rank points table's columns; ids are the API's sort fields. */
export function useRankpointColumns(onEdit: ((rankpoint: Rankpoint) => void) | null): ColumnDef<Rankpoint>[] {
  const { t, i18n } = useTranslation('rankpoints');
  const locale = i18n.language;
  return useMemo<ColumnDef<Rankpoint>[]>(
    () => [
      {
        id: 'player',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'title', label: t('rankpoints:fields.player') },
        cell: ({ row }) => (
          <Box minW="40">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/rankpoints/${row.original.id}`}>{row.original.player.name}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted">
              @{row.original.player.username}
            </Text>
          </Box>
        ),
      },
      {
        id: 'type',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('rankpoints:fields.type') },
        cell: ({ row }) => <RankTypeBadge type={row.original.type} />,
      },
      {
        id: 'single_rating',
        meta: { card: 'body', label: t('rankpoints:fields.single_rating'), align: 'end' },
        cell: ({ row }) => (
          <RatingCell rating={row.original.single_rating} matches={row.original.single_matches} />
        ),
      },
      {
        id: 'double_rating',
        meta: { card: 'body', label: t('rankpoints:fields.double_rating'), align: 'end' },
        cell: ({ row }) => (
          <RatingCell rating={row.original.double_rating} matches={row.original.double_matches} />
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('rankpoints:fields.status') },
        cell: ({ row }) => <RankStatusBadge status={row.original.status} />,
      },
      {
        id: 'change_reason',
        enableSorting: false,
        meta: { card: 'hidden', label: t('rankpoints:fields.change_reason') },
        cell: ({ row }) => (
          <Text fontSize="sm" color="fg.muted" lineClamp={2} maxW="64">
            {row.original.change_reason ?? '—'}
          </Text>
        ),
      },
      {
        id: 'updated_at',
        meta: { card: 'hidden', label: t('rankpoints:fields.updated_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.updated_at, locale)}</Text>,
      },
      ...(onEdit
        ? [
            {
              id: 'actions',
              enableSorting: false,
              enableHiding: false,
              meta: { label: t('rankpoints:fields.actions'), align: 'end' as const },
              cell: ({ row }) => (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t('rankpoints:actions.edit_named', { name: row.original.player.name })}
                  onClick={() => onEdit(row.original)}
                >
                  <Pencil size={14} aria-hidden="true" />
                  {t('rankpoints:actions.edit')}
                </Button>
              ),
            } satisfies ColumnDef<Rankpoint>,
          ]
        : []),
    ],
    [t, locale, onEdit],
  );
}
