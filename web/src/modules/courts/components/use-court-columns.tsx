import { Box, Link, Text } from '@chakra-ui/react';
import type { Court } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatNumber } from '../../../lib/format';
import { CourtStatusBadge } from './court-badges';
import { useCourtLabels, usePlaceName } from './court-labels';
import { CourtRowActions, type CourtRowActionsProps } from './court-row-actions';

const DASH = <Text color="fg.muted">—</Text>;

/** The courts table's columns; ids are the API's sort fields. */
export function useCourtColumns({
  onArchiveToggle,
}: Omit<CourtRowActionsProps, 'court'>): ColumnDef<Court>[] {
  const { t, i18n } = useTranslation('courts');
  const labels = useCourtLabels();
  const placeLabel = usePlaceName();
  const locale = i18n.language;
  return useMemo<ColumnDef<Court>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('courts:fields.name') },
        cell: ({ row }) => (
          <Box minW="48" maxW="sm">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/courts/${row.original.id}`}>{row.original.name}</RouterLink>
            </Link>
            {(row.original.address_detail || row.original.location) && (
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {[row.original.address_detail, row.original.location].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'place',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('courts:fields.place') },
        cell: ({ row }) => (
          <Box minW="40">
            <Text>{placeLabel(row.original.ward)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {placeLabel(row.original.province)}
            </Text>
          </Box>
        ),
      },
      {
        id: 'number_of_courts',
        accessorKey: 'number_of_courts',
        meta: { card: 'body', label: t('courts:fields.number_of_courts_short'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.number_of_courts, locale),
      },
      {
        id: 'price_per_hour',
        accessorKey: 'price_per_hour',
        meta: { card: 'body', label: t('courts:fields.price_per_hour'), align: 'end' },
        cell: ({ row }) =>
          row.original.price_per_hour === null ? (
            DASH
          ) : (
            <Text whiteSpace="nowrap">{labels.formatPrice(row.original.price_per_hour)}</Text>
          ),
      },
      {
        id: 'surface_type',
        enableSorting: false,
        meta: { card: 'hidden', label: t('courts:fields.surface_type') },
        cell: ({ row }) =>
          row.original.surface_type ? labels.surfaceLabel(row.original.surface_type) : DASH,
      },
      {
        id: 'owner',
        enableSorting: false,
        meta: { card: 'hidden', label: t('courts:fields.owner_name') },
        cell: ({ row }) => (
          <Box minW="36">
            <Text>{row.original.owner_name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.original.owner_phone}
            </Text>
          </Box>
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('courts:fields.status') },
        cell: ({ row }) => (
          <CourtStatusBadge status={row.original.status} isActive={row.original.is_active} />
        ),
      },
      {
        id: 'sort_order',
        accessorKey: 'sort_order',
        meta: { card: 'hidden', label: t('courts:fields.sort_order'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.sort_order, locale),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('courts:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('courts:fields.actions'), align: 'end', width: '12' },
        header: () => <Box srOnly>{t('courts:fields.actions')}</Box>,
        cell: ({ row }) => <CourtRowActions court={row.original} onArchiveToggle={onArchiveToggle} />,
      },
    ],
    [t, locale, labels, placeLabel, onArchiveToggle],
  );
}
