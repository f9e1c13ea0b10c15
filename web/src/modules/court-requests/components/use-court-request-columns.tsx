import { Box, HStack, Link, Text } from '@chakra-ui/react';
import type { CourtRequest } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { placeName } from '../../../components/place-picker/place-names';
import { formatDateTime } from '../../../lib/format';
import { CourtRequestStatusBadge, UrgentBadge } from './court-request-badges';

/** The requests table's columns; ids are the API's sort fields where it sorts. */
export function useCourtRequestColumns(): ColumnDef<CourtRequest>[] {
  const { t, i18n } = useTranslation('court-requests');
  const locale = i18n.language;
  return useMemo<ColumnDef<CourtRequest>[]>(
    () => [
      {
        id: 'reference',
        accessorKey: 'reference',
        enableHiding: false,
        meta: { card: 'body', label: t('court-requests:fields.reference') },
        cell: ({ row }) => (
          <Link asChild fontWeight="medium" fontFamily="mono" whiteSpace="nowrap">
            <RouterLink to={`/court-requests/${row.original.id}`}>{row.original.reference}</RouterLink>
          </Link>
        ),
      },
      {
        id: 'court',
        enableSorting: false,
        meta: { card: 'title', label: t('court-requests:fields.court') },
        cell: ({ row }) => (
          <Box minW="48" maxW="sm">
            <Text fontWeight="medium">{row.original.court.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {placeName(row.original.court.ward, locale)}, {placeName(row.original.court.province, locale)}
            </Text>
          </Box>
        ),
      },
      {
        id: 'applicant',
        enableSorting: false,
        meta: { card: 'subtitle', label: t('court-requests:fields.applicant') },
        cell: ({ row }) => (
          <Box minW="40">
            <Text>{row.original.applicant.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.original.applicant.phone} · {row.original.applicant.email}
            </Text>
          </Box>
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('court-requests:fields.status') },
        cell: ({ row }) => (
          <HStack gap="1" flexWrap="wrap">
            <CourtRequestStatusBadge status={row.original.status} />
            {row.original.urgent && <UrgentBadge />}
          </HStack>
        ),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'body', label: t('court-requests:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'reviewed_at',
        enableSorting: false,
        meta: { card: 'hidden', label: t('court-requests:fields.reviewed_at') },
        cell: ({ row }) =>
          row.original.reviewed_at ? (
            <Text whiteSpace="nowrap">{formatDateTime(row.original.reviewed_at, locale)}</Text>
          ) : (
            <Text color="fg.muted">—</Text>
          ),
      },
    ],
    [t, locale],
  );
}
