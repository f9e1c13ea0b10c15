import { Badge, HStack } from '@chakra-ui/react';
import type {
  DeliveryStatus,
  NotificationChannel,
  NotificationPriority,
  NotificationStatus,
} from '@pickleball/domain';
import {
  DELIVERY_STATUS_COLORS,
  PRIORITY_COLORS,
  STATUS_COLORS,
  useNotificationLabels,
} from './notification-labels';

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  const labels = useNotificationLabels();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle">
      {labels.statusLabel(status)}
    </Badge>
  );
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const labels = useNotificationLabels();
  return (
    <Badge colorPalette={DELIVERY_STATUS_COLORS[status]} variant="subtle">
      {labels.deliveryStatusLabel(status)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: NotificationPriority }) {
  const labels = useNotificationLabels();
  return (
    <Badge colorPalette={PRIORITY_COLORS[priority]} variant="outline">
      {labels.priorityLabel(priority)}
    </Badge>
  );
}

export function ChannelBadges({ channels }: { channels: readonly NotificationChannel[] }) {
  const labels = useNotificationLabels();
  return (
    <HStack gap="1" flexWrap="wrap">
      {channels.map((channel) => (
        <Badge key={channel} variant="surface" colorPalette="gray">
          {labels.channelLabel(channel)}
        </Badge>
      ))}
    </HStack>
  );
}
