import { Box, Table, Text } from '@chakra-ui/react';
import { DELIVERY_STATUSES, type Notification, type NotificationChannel } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useNotificationLabels } from './notification-labels';
import { sumTotals } from './notification-progress';

/** Deliveries per channel and status: a small table that scrolls sideways on a phone. */
export function ChannelTotals({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const locale = i18n.language;
  const channels = notification.channels.filter((channel) => channel in notification.channel_totals);
  if (channels.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('notifications:detail.no_deliveries_yet')}
      </Text>
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={t('notifications:detail.per_channel')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('notifications:fields.channel')}</Table.ColumnHeader>
            {DELIVERY_STATUSES.map((status) => (
              <Table.ColumnHeader key={status} textAlign="end">
                {labels.deliveryStatusLabel(status)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('notifications:detail.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {channels.map((channel: NotificationChannel) => {
            const totals: Partial<Record<string, number>> = notification.channel_totals[channel] ?? {};
            return (
              <Table.Row key={channel}>
                <Table.Cell fontWeight="medium">{labels.channelLabel(channel)}</Table.Cell>
                {DELIVERY_STATUSES.map((status) => (
                  <Table.Cell key={status} textAlign="end">
                    {formatNumber(totals[status] ?? 0, locale)}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" fontWeight="medium">
                  {formatNumber(sumTotals(totals), locale)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
