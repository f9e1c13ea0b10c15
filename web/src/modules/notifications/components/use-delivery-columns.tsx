import { Box, Text } from '@chakra-ui/react';
import type { Delivery } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { DeliveryStatusBadge } from './notification-badges';
import { useNotificationLabels } from './notification-labels';

/** The delivery log's columns; ids are the API's sort fields where it sorts. */
export function useDeliveryColumns(): ColumnDef<Delivery>[] {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const locale = i18n.language;
  return useMemo<ColumnDef<Delivery>[]>(
    () => [
      {
        id: 'recipient',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'title', label: t('notifications:fields.recipient') },
        cell: ({ row }) => (
          <Box minW="40">
            <Text fontWeight="medium">
              {row.original.user?.name ?? t('notifications:detail.unknown_user')}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {row.original.address ?? (row.original.user ? `@${row.original.user.username}` : '—')}
            </Text>
          </Box>
        ),
      },
      {
        id: 'channel',
        accessorKey: 'channel',
        meta: { card: 'subtitle', label: t('notifications:fields.channel') },
        cell: ({ row }) => labels.channelLabel(row.original.channel),
      },
      {
        id: 'status',
        accessorKey: 'status',
        meta: { card: 'status', label: t('notifications:fields.status') },
        cell: ({ row }) => <DeliveryStatusBadge status={row.original.status} />,
      },
      {
        id: 'detail',
        enableSorting: false,
        meta: { card: 'body', label: t('notifications:fields.delivery_detail') },
        cell: ({ row }) => {
          const { skip_reason: skipReason, error } = row.original;
          if (skipReason)
            return (
              <Text fontSize="sm">
                {t('notifications:detail.skipped_because', { reason: labels.skipReasonLabel(skipReason) })}
              </Text>
            );
          if (error)
            return (
              <Text fontSize="sm" color="fg.error" maxW="xs" lineClamp={2} title={error}>
                {error}
              </Text>
            );
          return <Text color="fg.muted">—</Text>;
        },
      },
      {
        id: 'provider',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notifications:fields.provider') },
        cell: ({ row }) => row.original.provider?.name ?? '—',
      },
      {
        id: 'attempts',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notifications:fields.attempts'), align: 'end' },
        cell: ({ row }) => formatNumber(row.original.attempts, locale),
      },
      {
        id: 'locale',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notifications:fields.locale') },
        cell: ({ row }) =>
          row.original.locale === 'vi' ? t('notifications:languages.vi') : t('notifications:languages.en'),
      },
      {
        id: 'updated_at',
        accessorKey: 'updated_at',
        meta: { card: 'body', label: t('notifications:fields.updated_at') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {formatDateTime(
              row.original.delivered_at ?? row.original.sent_at ?? row.original.updated_at,
              locale,
            )}
          </Text>
        ),
      },
    ],
    [t, labels, locale],
  );
}
