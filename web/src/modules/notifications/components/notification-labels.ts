import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPriority,
  type NotificationStatus,
  RECIPIENT_TYPE_LABELS,
  type RecipientType,
  SKIP_REASON_LABELS,
  type SkipReason,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The vocabularies' translation keys are domain's (notifications.labels.ts); the colours and the
// channels' help are the screens' own (full keys written out for the catalog check, CONVENTIONS §8).
export const STATUS_COLORS: Record<NotificationStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  queued: 'orange',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  skipped: 'gray',
  cancelled: 'gray',
};

export const PRIORITY_COLORS: Record<NotificationPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

export const CHANNEL_HELP_KEYS: Record<NotificationChannel, string> = {
  in_app: 'notifications:channel_help.in_app',
  email: 'notifications:channel_help.email',
  sms: 'notifications:channel_help.sms',
  zalo_zns: 'notifications:channel_help.zalo_zns',
  push: 'notifications:channel_help.push',
  webhook: 'notifications:channel_help.webhook',
};

/** The module's words in the user's language, and the options of its selects. */
export function useNotificationLabels() {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language;
  return useMemo(() => {
    void language; // the options follow a language switch
    return {
      statusLabel: (status: NotificationStatus) => t(NOTIFICATION_STATUS_LABELS[status]),
      deliveryStatusLabel: (status: DeliveryStatus) => t(DELIVERY_STATUS_LABELS[status]),
      categoryLabel: (category: NotificationCategory) => t(NOTIFICATION_CATEGORY_LABELS[category]),
      priorityLabel: (priority: NotificationPriority) => t(NOTIFICATION_PRIORITY_LABELS[priority]),
      channelLabel: (channel: NotificationChannel) => t(NOTIFICATION_CHANNEL_LABELS[channel]),
      recipientTypeLabel: (type: RecipientType) => t(RECIPIENT_TYPE_LABELS[type]),
      skipReasonLabel: (reason: SkipReason) => t(SKIP_REASON_LABELS[reason]),
      statusOptions: NOTIFICATION_STATUSES.map((value) => ({
        value,
        label: t(NOTIFICATION_STATUS_LABELS[value]),
      })),
      deliveryStatusOptions: DELIVERY_STATUSES.map((value) => ({
        value,
        label: t(DELIVERY_STATUS_LABELS[value]),
      })),
      categoryOptions: NOTIFICATION_CATEGORIES.map((value) => ({
        value,
        label: t(NOTIFICATION_CATEGORY_LABELS[value]),
      })),
      priorityOptions: NOTIFICATION_PRIORITIES.map((value) => ({
        value,
        label: t(NOTIFICATION_PRIORITY_LABELS[value]),
      })),
      channelOptions: NOTIFICATION_CHANNELS.map((value) => ({
        value,
        label: t(NOTIFICATION_CHANNEL_LABELS[value]),
      })),
    };
  }, [t, language]);
}
