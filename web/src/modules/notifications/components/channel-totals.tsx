import { Box, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { DELIVERY_STATUSES, type Notification, type NotificationChannel } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useNotificationLabels } from './notification-labels';
import { sumTotals } from './notification-progress';

/** On a phone: a card per channel, its total first, then each status that has deliveries. */
function ChannelCards({
  notification,
  channels,
}: {
  notification: Notification;
  channels: NotificationChannel[];
}) {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const locale = i18n.language;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t('notifications:detail.per_channel')}>
      {channels.map((channel) => {
        const totals: Partial<Record<string, number>> = notification.channel_totals[channel] ?? {};
        const counted = DELIVERY_STATUSES.filter((status) => (totals[status] ?? 0) > 0);
        return (
          <Box as="li" key={channel} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" gap="3">
              <Text fontWeight="medium">{labels.channelLabel(channel)}</Text>
              <Text fontWeight="medium">
                {t('notifications:detail.total')}: {formatNumber(sumTotals(totals), locale)}
              </Text>
            </HStack>
            {counted.length > 0 && (
              <HStack gap="1" columnGap="4" flexWrap="wrap" mt="1" fontSize="sm" color="fg.muted">
                {counted.map((status) => (
                  <Text key={status}>
                    {labels.deliveryStatusLabel(status)}: {formatNumber(totals[status] ?? 0, locale)}
                  </Text>
                ))}
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/** Deliveries per channel and status: a small table, or a card per channel on a phone. */
export function ChannelTotals({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const locale = i18n.language;
  const isNarrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const channels = notification.channels.filter((channel) => channel in notification.channel_totals);
  if (channels.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('notifications:detail.no_deliveries_yet')}
      </Text>
    );
  if (isNarrow) return <ChannelCards notification={notification} channels={channels} />;
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
