import type { DeliveryStatus, NotificationChannel, SkipReason } from '@pickleball/domain';

/** The translation key of each value the delivery log shows, written out in full (CONVENTIONS §8). */
export const CHANNEL_KEYS: Record<NotificationChannel, string> = {
  in_app: 'notifications:channels.in_app',
  email: 'notifications:channels.email',
  sms: 'notifications:channels.sms',
  zalo_zns: 'notifications:channels.zalo_zns',
  push: 'notifications:channels.push',
  webhook: 'notifications:channels.webhook',
};

export const DELIVERY_STATUS_KEYS: Record<DeliveryStatus, string> = {
  queued: 'notifications:delivery_status.queued',
  sent: 'notifications:delivery_status.sent',
  delivered: 'notifications:delivery_status.delivered',
  failed: 'notifications:delivery_status.failed',
  skipped: 'notifications:delivery_status.skipped',
  cancelled: 'notifications:delivery_status.cancelled',
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

/** What the log calls the product's own mail server or Firebase project when it delivered. */
export function systemProviderKey(channel: string): string {
  return channel === 'push' ? 'notifications:system_provider.push' : 'notifications:system_provider.email';
}
