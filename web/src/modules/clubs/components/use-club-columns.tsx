import { Box, HStack, Link, Text } from '@chakra-ui/react';
import type { Club } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatNumber } from '../../../lib/format';
import { ClubAvatar } from './club-avatar';
import { ClubStatusBadge } from './club-badges';
import { useClubLabels } from './club-labels';
import { ClubRowActions } from './club-row-actions';
import { useProvinceLabel } from './province-label';
import { summarizeSchedule } from './schedule-summary';

const DASH = <Text color="fg.muted">—</Text>;

/** The clubs table's columns; ids are the API's sort fields. */
export function useClubColumns(): ColumnDef<Club>[] {
  const { t, i18n } = useTranslation('clubs');
  const labels = useClubLabels();
  const provinceLabel = useProvinceLabel();
  const locale = i18n.language;
  return useMemo<ColumnDef<Club>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        enableHiding: false,
        meta: { card: 'title', label: t('clubs:fields.name') },
        cell: ({ row }) => (
          <HStack gap="3" minW="56" maxW="sm">
            <ClubAvatar club={row.original} size="sm" />
            <Box minW="0">
              <Link asChild fontWeight="medium">
                <RouterLink to={`/clubs/${row.original.id}`}>{row.original.name}</RouterLink>
              </Link>
              {row.original.description && (
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {row.original.description}
                </Text>
              )}
            </Box>
          </HStack>
        ),
      },
      {
        id: 'court',
        enableSorting: false,
        meta: { card: 'body', label: t('clubs:fields.court') },
        cell: ({ row }) =>
          row.original.court ? (
            <Box minW="40">
              <Text>{row.original.court.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {provinceLabel(row.original.court.province_code, row.original.court.province)}
              </Text>
            </Box>
          ) : (
            DASH
          ),
      },
      {
        id: 'schedule',
        enableSorting: false,
        meta: { card: 'body', label: t('clubs:fields.schedule') },
        cell: ({ row }) =>
          row.original.schedule.length > 0 ? (
            <Text fontSize="sm" minW="48" maxW="xs" lineClamp={2}>
              {summarizeSchedule(row.original.schedule, labels.weekdayShort)}
            </Text>
          ) : (
            DASH
          ),
      },
      {
        id: 'member_count',
        accessorKey: 'member_count',
        meta: { card: 'body', label: t('clubs:fields.member_count'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.member_count, locale),
      },
      {
        id: 'owner',
        enableSorting: false,
        meta: { card: 'hidden', label: t('clubs:fields.owner') },
        cell: ({ row }) => (row.original.owner ? <Text minW="32">{row.original.owner.name}</Text> : DASH),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('clubs:fields.status') },
        cell: ({ row }) => <ClubStatusBadge status={row.original.status} isActive={row.original.is_active} />,
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'hidden', label: t('clubs:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'actions',
        enableSorting: false,
        enableHiding: false,
        meta: { label: t('clubs:fields.actions'), align: 'end', width: '3rem' },
        header: () => <Text srOnly>{t('clubs:fields.actions')}</Text>,
        cell: ({ row }) => <ClubRowActions club={row.original} />,
      },
    ],
    [t, labels, locale, provinceLabel],
  );
}
