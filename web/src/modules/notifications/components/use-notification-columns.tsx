import { Box, Link, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { ChannelBadges, NotificationStatusBadge, PriorityBadge } from './notification-badges';
import { useNotificationLabels } from './notification-labels';
import { countSent, sumTotals } from './notification-progress';

/** A send's title: its subject, else its template's name. */
export function useNotificationTitle() {
  const { t } = useTranslation('notifications');
  return (notification: Notification) =>
    notification.subject ??
    notification.template?.name ??
    t('notifications:detail.untitled', { id: notification.id });
}

/** Sent of all deliveries, as a bar and figures ("120 / 130"). */
export function DeliveryProgress({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const total = sumTotals(notification.totals);
  const sent = countSent(notification.totals);
  const failed = notification.totals.failed ?? 0;
  if (total === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="1" minW="32" width="full">
      <Box
        role="progressbar"
        aria-label={t('notifications:fields.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sent}
        width="full"
        height="1.5"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box
          height="full"
          width={`${Math.round((sent / total) * 100)}%`}
          bg={failed > 0 ? 'orange.solid' : 'green.solid'}
        />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {t('notifications:list.sent_of', {
          sent: formatNumber(sent, i18n.language),
          total: formatNumber(total, i18n.language),
        })}
        {failed > 0 &&
          ` · ${t('notifications:list.failed_count', { count: failed, failed: formatNumber(failed, i18n.language) })}`}
      </Text>
    </Stack>
  );
}

/** The notifications table's columns; ids are the API's sort fields where it sorts. */
export function useNotificationColumns(): ColumnDef<Notification>[] {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const titleOf = useNotificationTitle();
  const locale = i18n.language;
  return useMemo<ColumnDef<Notification>[]>(
    () => [
      {
        id: 'subject',
        enableSorting: false,
        enableHiding: false,
        meta: { card: 'title', label: t('notifications:fields.subject') },
        cell: ({ row }) => (
          <Box minW="48" maxW="sm">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/notifications/${row.original.id}`}>{titleOf(row.original)}</RouterLink>
            </Link>
            {row.original.content && (
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {row.original.content}
              </Text>
            )}
          </Box>
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        meta: { card: 'status', label: t('notifications:fields.status') },
        cell: ({ row }) => <NotificationStatusBadge status={row.original.status} />,
      },
      {
        id: 'channels',
        enableSorting: false,
        meta: { card: 'body', label: t('notifications:fields.channels') },
        cell: ({ row }) => <ChannelBadges channels={row.original.channels} />,
      },
      {
        id: 'progress',
        enableSorting: false,
        meta: { card: 'body', label: t('notifications:fields.progress') },
        cell: ({ row }) => <DeliveryProgress notification={row.original} />,
      },
      {
        id: 'recipients',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notifications:fields.recipients') },
        cell: ({ row }) => labels.recipientTypeLabel(row.original.recipient_type),
      },
      {
        id: 'category',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notifications:fields.category') },
        cell: ({ row }) => labels.categoryLabel(row.original.category),
      },
      {
        id: 'priority',
        enableSorting: false,
        meta: { card: 'hidden', label: t('notifications:fields.priority') },
        cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
      },
      {
        id: 'scheduled_at',
        accessorKey: 'scheduled_at',
        meta: { card: 'hidden', label: t('notifications:fields.scheduled_at') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatDateTime(row.original.scheduled_at, locale) || '—'}</Text>
        ),
      },
      {
        id: 'sent_at',
        accessorKey: 'sent_at',
        meta: { card: 'hidden', label: t('notifications:fields.sent_at') },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatDateTime(row.original.sent_at, locale) || '—'}</Text>
        ),
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        meta: { card: 'subtitle', label: t('notifications:fields.created_at') },
        cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
    ],
    [t, labels, locale, titleOf],
  );
}
