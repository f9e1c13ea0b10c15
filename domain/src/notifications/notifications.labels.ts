import type {
  DeliveryStatus,
  NotificationCategory,
  NotificationChannel,
  NotificationPriority,
  NotificationStatus,
  RecipientType,
  SkipReason,
} from './notifications.schemas';
import type { ProviderHealth, ProviderType } from './providers.schemas';

/**
 * The translation key of each notification value, for every screen, export and e-mail that names
 * one: written out in full so the catalog check finds each key. Types only are imported, so a
 * screen that must stay light (the bell) can take these without zod.
 */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'notifications:channels.in_app',
  email: 'notifications:channels.email',
  sms: 'notifications:channels.sms',
  zalo_zns: 'notifications:channels.zalo_zns',
  push: 'notifications:channels.push',
  webhook: 'notifications:channels.webhook',
};

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
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

export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = {
  low: 'notifications:priority.low',
  normal: 'notifications:priority.normal',
  high: 'notifications:priority.high',
  urgent: 'notifications:priority.urgent',
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'notifications:status.pending',
  processing: 'notifications:status.processing',
  sent: 'notifications:status.sent',
  failed: 'notifications:status.failed',
  cancelled: 'notifications:status.cancelled',
};

export const RECIPIENT_TYPE_LABELS: Record<RecipientType, string> = {
  all_users: 'notifications:recipient_type.all_users',
  specific_users: 'notifications:recipient_type.specific_users',
  user_roles: 'notifications:recipient_type.user_roles',
  user_groups: 'notifications:recipient_type.user_groups',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'notifications:delivery_status.queued',
  sent: 'notifications:delivery_status.sent',
  delivered: 'notifications:delivery_status.delivered',
  failed: 'notifications:delivery_status.failed',
  skipped: 'notifications:delivery_status.skipped',
  cancelled: 'notifications:delivery_status.cancelled',
};

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  no_address: 'notifications:skip_reasons.no_address',
  invalid_address: 'notifications:skip_reasons.invalid_address',
  opted_out: 'notifications:skip_reasons.opted_out',
  channel_disabled: 'notifications:skip_reasons.channel_disabled',
  no_provider: 'notifications:skip_reasons.no_provider',
  no_zns_template: 'notifications:skip_reasons.no_zns_template',
  user_inactive: 'notifications:skip_reasons.user_inactive',
};

export const PROVIDER_TYPE_LABELS: Record<ProviderType, string> = {
  email: 'notification-providers:type.email',
  sms: 'notification-providers:type.sms',
  zalo_zns: 'notification-providers:type.zalo_zns',
  firebase: 'notification-providers:type.firebase',
  webhook: 'notification-providers:type.webhook',
  in_app: 'notification-providers:type.in_app',
};

export const PROVIDER_HEALTH_LABELS: Record<ProviderHealth, string> = {
  healthy: 'notification-providers:health.healthy',
  warning: 'notification-providers:health.warning',
  unhealthy: 'notification-providers:health.unhealthy',
  unknown: 'notification-providers:health.unknown',
};

/**
 * A sent notification's category in the bell. The bell is in every page's frame, whose texts load
 * with the app (the `inbox` catalog), so it names categories from there rather than `notifications`.
 */
export const INBOX_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  system: 'inbox:categories.system',
  promotion: 'inbox:categories.promotion',
  ads: 'inbox:categories.ads',
  match: 'inbox:categories.match',
  tournament: 'inbox:categories.tournament',
  club: 'inbox:categories.club',
  payment: 'inbox:categories.payment',
  user: 'inbox:categories.user',
  announcement: 'inbox:categories.announcement',
};
