import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import type { Tournament } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Globe, Lock } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { TournamentStatusBadge } from './tournament-badges';
import { formatDays } from './tournament-dates';
import { useTournamentLabels } from './tournament-labels';
import { TournamentRowActions } from './tournament-row-actions';

const DASH = <Text color="fg.muted">—</Text>;

export interface TournamentRowHandlers {
  onArchive: (tournament: Tournament) => void;
  onRestore: (tournament: Tournament) => void;
  onDelete: (tournament: Tournament) => void;
}

/** The tournaments table's columns; ids are the API's sort fields. */
export function useTournamentColumns(handlers: TournamentRowHandlers): ColumnDef<Tournament>[] {
  const { t, i18n } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const locale = i18n.language;
  return useMemo<ColumnDef<Tournament>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('tournaments:fields.name') },
        cell: ({ row }) => (
          <Box minW="56" maxW="md">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/tournaments/${row.original.id}`}>{row.original.name}</RouterLink>
            </Link>
            {row.original.location && (
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {row.original.location}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'status',
        accessorKey: 'status',
        meta: { card: 'status', label: t('tournaments:fields.status') },
        cell: ({ row }) => (
          <HStack gap="1" flexWrap="wrap">
            <TournamentStatusBadge status={row.original.status} />
            {row.original.is_archived && <Badge colorPalette="gray">{t('tournaments:archived_badge')}</Badge>}
          </HStack>
        ),
      },
      {
        id: 'format',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('tournaments:fields.format') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {labels.type(row.original.type)} · {labels.format(row.original.format)}
          </Text>
        ),
      },
      {
        id: 'start_date',
        accessorKey: 'start_date',
        meta: { card: 'body', label: t('tournaments:fields.dates') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {formatDays(row.original.start_date, row.original.end_date, locale)}
          </Text>
        ),
      },
      {
        id: 'entries',
        enableSorting: false,
        meta: { card: 'body', label: t('tournaments:fields.entries'), align: 'end' },
        cell: ({ row }) => {
          const { counts, max_participants: max } = row.original;
          return (
            <Text whiteSpace="nowrap">
              {max === null
                ? formatNumber(counts.entries, locale)
                : t('tournaments:list.entries_of', {
                    taken: formatNumber(counts.entries, locale),
                    max: formatNumber(max, locale),
                  })}
              {counts.waitlisted > 0 && (
                <Text as="span" color="fg.muted">
                  {' '}
                  {t('tournaments:list.waitlisted', { count: counts.waitlisted })}
                </Text>
              )}
            </Text>
          );
        },
      },
      {
        id: 'entry_fee',
        enableSorting: false,
        meta: { card: 'body', label: t('tournaments:fields.entry_fee'), align: 'end' },
        cell: ({ row }) =>
          row.original.is_free || row.original.entry_fee === null ? (
            <Text color="fg.muted">{t('tournaments:list.free')}</Text>
          ) : (
            <Text whiteSpace="nowrap">
              {formatMoney(row.original.entry_fee, row.original.currency, locale)}
            </Text>
          ),
      },
      {
        id: 'is_public',
        enableSorting: false,
        meta: { card: 'hidden', label: t('tournaments:fields.is_public') },
        cell: ({ row }) =>
          row.original.is_public ? (
            <HStack gap="1" color="teal.fg">
              <Globe size={14} aria-hidden="true" />
              <Text>{t('tournaments:filters.public')}</Text>
            </HStack>
          ) : (
            <HStack gap="1" color="fg.muted">
              <Lock size={14} aria-hidden="true" />
              <Text>{t('tournaments:filters.private')}</Text>
            </HStack>
          ),
      },
      {
        id: 'registration_deadline',
        accessorKey: 'registration_deadline',
        meta: { card: 'hidden', label: t('tournaments:fields.registration_deadline') },
        cell: ({ row }) =>
          row.original.registration_deadline ? (
            <Text whiteSpace="nowrap">{formatDateTime(row.original.registration_deadline, locale)}</Text>
          ) : (
            DASH
          ),
      },
      {
        id: 'sort_order',
        accessorKey: 'sort_order',
        meta: { card: 'hidden', label: t('tournaments:fields.sort_order'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.sort_order, locale),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('tournaments:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { width: '12' },
        cell: ({ row }) => <TournamentRowActions tournament={row.original} {...handlers} />,
      },
    ],
    [t, locale, labels, handlers],
  );
}
