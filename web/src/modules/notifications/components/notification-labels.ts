import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPriority,
  type NotificationStatus,
  type RecipientType,
  type SkipReason,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The translation keys of the module's fixed vocabularies, written out in full so the catalog
 * check sees every key used (CONVENTIONS §8).
 */
export const STATUS_KEYS: Record<NotificationStatus, string> = {
  pending: 'notifications:status.pending',
  processing: 'notifications:status.processing',
  sent: 'notifications:status.sent',
  failed: 'notifications:status.failed',
  cancelled: 'notifications:status.cancelled',
};
export const STATUS_COLORS: Record<NotificationStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export const DELIVERY_STATUS_KEYS: Record<DeliveryStatus, string> = {
  queued: 'notifications:delivery_status.queued',
  sent: 'notifications:delivery_status.sent',
  delivered: 'notifications:delivery_status.delivered',
  failed: 'notifications:delivery_status.failed',
  skipped: 'notifications:delivery_status.skipped',
  cancelled: 'notifications:delivery_status.cancelled',
};
export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  queued: 'orange',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  skipped: 'gray',
  cancelled: 'gray',
};

export const CATEGORY_KEYS: Record<NotificationCategory, string> = {
  system: 'notifications:category.system',
  promotion: 'notifications:category.promotion',
  ads: 'notifications:category.ads',
  match: 'notifications:category.match',
  tournament: 'notifications:category.tournament',
  club: 'notifications:category.club',
  payment: 'notifications:category.payment',
  user: 'notifications:category.user',
  announcement: 'notifications:category.announcement',
};

export const PRIORITY_KEYS: Record<NotificationPriority, string> = {
  low: 'notifications:priority.low',
  normal: 'notifications:priority.normal',
  high: 'notifications:priority.high',
  urgent: 'notifications:priority.urgent',
};
export const PRIORITY_COLORS: Record<NotificationPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

export const CHANNEL_KEYS: Record<NotificationChannel, string> = {
  in_app: 'notifications:channels.in_app',
  email: 'notifications:channels.email',
  sms: 'notifications:channels.sms',
  zalo_zns: 'notifications:channels.zalo_zns',
  push: 'notifications:channels.push',
  webhook: 'notifications:channels.webhook',
};
export const CHANNEL_HELP_KEYS: Record<NotificationChannel, string> = {
  in_app: 'notifications:channel_help.in_app',
  email: 'notifications:channel_help.email',
  sms: 'notifications:channel_help.sms',
  zalo_zns: 'notifications:channel_help.zalo_zns',
  push: 'notifications:channel_help.push',
  webhook: 'notifications:channel_help.webhook',
};

export const RECIPIENT_TYPE_KEYS: Record<RecipientType, string> = {
  all_users: 'notifications:recipient_type.all_users',
  specific_users: 'notifications:recipient_type.specific_users',
  user_roles: 'notifications:recipient_type.user_roles',
  user_groups: 'notifications:recipient_type.user_groups',
};

export const SKIP_REASON_KEYS: Record<SkipReason, string> = {
  no_address: 'notifications:skip_reasons.no_address',
  invalid_address: 'notifications:skip_reasons.invalid_address',
  opted_out: 'notifications:skip_reasons.opted_out',
  channel_disabled: 'notifications:skip_reasons.channel_disabled',
  no_provider: 'notifications:skip_reasons.no_provider',
  no_zns_template: 'notifications:skip_reasons.no_zns_template',
  user_inactive: 'notifications:skip_reasons.user_inactive',
};

/** The module's words in the user's language, and the options of its selects. */
export function useNotificationLabels() {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language;
  return useMemo(() => {
    void language; // the options follow a language switch
    return {
      statusLabel: (status: NotificationStatus) => t(STATUS_KEYS[status]),
      deliveryStatusLabel: (status: DeliveryStatus) => t(DELIVERY_STATUS_KEYS[status]),
      categoryLabel: (category: NotificationCategory) => t(CATEGORY_KEYS[category]),
      priorityLabel: (priority: NotificationPriority) => t(PRIORITY_KEYS[priority]),
      channelLabel: (channel: NotificationChannel) => t(CHANNEL_KEYS[channel]),
      recipientTypeLabel: (type: RecipientType) => t(RECIPIENT_TYPE_KEYS[type]),
      skipReasonLabel: (reason: SkipReason) => t(SKIP_REASON_KEYS[reason]),
      statusOptions: NOTIFICATION_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) })),
      deliveryStatusOptions: DELIVERY_STATUSES.map((value) => ({
        value,
        label: t(DELIVERY_STATUS_KEYS[value]),
      })),
      categoryOptions: NOTIFICATION_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) })),
      priorityOptions: NOTIFICATION_PRIORITIES.map((value) => ({ value, label: t(PRIORITY_KEYS[value]) })),
      channelOptions: NOTIFICATION_CHANNELS.map((value) => ({ value, label: t(CHANNEL_KEYS[value]) })),
    };
  }, [t, language]);
}
