/** Notifications, deliveries and providers as the API speaks them, shaped by one file. */
import {
  type Delivery,
  HEALTH_THRESHOLDS,
  HEALTH_WINDOW,
  type Notification,
  type NotificationChannel,
  PROVIDER_CHANNEL,
  type Provider,
  type ProviderHealth,
  type ProviderType,
  type RecipientsInput,
} from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import type { DeliveryJoinRow } from './notifications.deliveries.repository';
import { describeSecrets, openSecrets, providerBox, secretFieldsOf } from './notifications.provider-secrets';
import type { ProviderRow } from './notifications.providers.repository';
import type { StoredRecipients } from './notifications.recipients';
import type { NotificationListRow } from './notifications.repository';
import { emptyTotals } from './notifications.status';

export function toNotification(
  row: NotificationListRow,
  totals: { totals: Record<string, number>; channels: Record<string, Record<string, number>> } | undefined,
): Notification {
  const recipients = JSON.parse(row.recipients) as StoredRecipients;
  return {
    id: row.id,
    type: row.type === 'manual' ? 'manual' : 'system',
    category: row.category as Notification['category'],
    priority: row.priority as Notification['priority'],
    template: row.template_id && row.template_name ? { id: row.template_id, name: row.template_name } : null,
    subject: row.subject,
    content: row.content,
    data: JSON.parse(row.data),
    link: row.link,
    channels: JSON.parse(row.channels),
    recipient_type: row.recipient_type as Notification['recipient_type'],
    recipients: { user_ids: recipients.user_ids, role_ids: recipients.role_ids, groups: recipients.groups },
    status: row.status as Notification['status'],
    scheduled_at: toIsoOrNull(row.scheduled_at),
    sent_at: toIsoOrNull(row.sent_at),
    cancelled_at: toIsoOrNull(row.cancelled_at),
    created_by:
      row.created_by && row.creator_name
        ? { id: row.created_by, name: row.creator_name, username: row.creator_username ?? '' }
        : null,
    totals: { ...emptyTotals(), ...(totals?.totals ?? {}) },
    channel_totals: Object.fromEntries(
      Object.entries(totals?.channels ?? {}).map(([channel, counts]) => [
        channel,
        { ...emptyTotals(), ...counts },
      ]),
    ) as Notification['channel_totals'],
    metadata: JSON.parse(row.metadata),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function storedRecipients(input: RecipientsInput): StoredRecipients {
  return {
    user_ids: input.recipient_type === 'specific_users' ? [...new Set(input.user_ids)] : [],
    role_ids: input.recipient_type === 'user_roles' ? [...new Set(input.role_ids)] : [],
    groups: input.recipient_type === 'user_groups' ? input.groups : [],
  };
}

/** A phone number or push token shown in the log: enough to recognise, not to copy. */
export function maskAddress(channel: string, address: string | null): string | null {
  if (!address) return null;
  if (channel === 'sms' || channel === 'zalo_zns') return `${address.slice(0, -7)}•••${address.slice(-4)}`;
  if (channel === 'push') {
    const tokens = address.split('\n');
    const first = `${(tokens[0] ?? '').slice(0, 8)}…`;
    return tokens.length > 1 ? `${first} (+${tokens.length - 1})` : first;
  }
  return address;
}

export function toDelivery(row: DeliveryJoinRow, systemName: (key: string) => string): Delivery {
  return {
    id: row.id,
    notification_id: row.notification_id,
    channel: row.channel as NotificationChannel,
    user:
      row.user_id && row.user_name
        ? { id: row.user_id, name: row.user_name, username: row.user_username ?? '' }
        : null,
    address: maskAddress(row.channel, row.address),
    locale: row.locale === 'vi' ? 'vi' : 'en',
    status: row.status as Delivery['status'],
    skip_reason: row.skip_reason as Delivery['skip_reason'],
    error: row.error,
    provider:
      row.provider_id && row.provider_name
        ? { id: row.provider_id, name: row.provider_name }
        : row.status === 'sent' && row.channel !== 'in_app'
          ? { id: 0, name: systemName(row.channel) }
          : null,
    provider_message_id: row.provider_message_id,
    attempts: row.attempts,
    next_attempt_at: toIsoOrNull(row.next_attempt_at),
    sent_at: toIsoOrNull(row.sent_at),
    delivered_at: toIsoOrNull(row.delivered_at),
    updated_at: toIso(row.updated_at),
  };
}

export function computeHealth(
  outcomes: { sent: number; failed: number },
  lastTestOk: boolean | null,
): ProviderHealth {
  if (lastTestOk === false) return 'unhealthy';
  const total = outcomes.sent + outcomes.failed;
  if (total === 0) return lastTestOk ? 'healthy' : 'unknown';
  const rate = outcomes.sent / total;
  if (rate >= HEALTH_THRESHOLDS.healthy) return 'healthy';
  if (rate >= HEALTH_THRESHOLDS.warning) return 'warning';
  return 'unhealthy';
}

export function toProvider(
  ctx: ServiceContext,
  row: ProviderRow,
  outcomes: { sent: number; failed: number },
): Provider {
  const type = row.type as ProviderType;
  const secrets = openSecrets(providerBox(ctx.services), row.secrets);
  const lastTestAt = toIsoOrNull(row.last_test_at);
  const lastTestOk = lastTestAt ? toBool(row.last_test_ok) : null;
  return {
    id: row.id,
    name: row.name,
    type,
    channel: PROVIDER_CHANNEL[type],
    description: row.description,
    enabled: toBool(row.enabled),
    status: toBool(row.enabled) ? 'enabled' : 'disabled',
    priority: row.priority,
    config: JSON.parse(row.config),
    secrets: describeSecrets(secretFieldsOf(type), secrets),
    health: computeHealth(outcomes, lastTestOk),
    health_detail: { ...outcomes, window: HEALTH_WINDOW },
    last_test: lastTestAt
      ? {
          at: lastTestAt,
          ok: lastTestOk === true,
          message: row.last_test_message,
          address: row.last_test_address ?? '',
        }
      : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
