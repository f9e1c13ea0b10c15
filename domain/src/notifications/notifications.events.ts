/** What the notifications module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';
import type { DeliveryTotals, NotificationChannel, NotificationStatus } from './notifications.schemas';

interface NotificationEvents {
  /**
   * A send's status or delivery counters moved.
   * @room `resource:notifications`
   * @data `{id, status, totals, channel_totals}` as a send's deliveries complete (at most once a second)
   */
  'notification.progress': {
    id: number;
    status: NotificationStatus;
    totals: DeliveryTotals;
    channel_totals?: Partial<Record<NotificationChannel, DeliveryTotals>>;
  };
  /**
   * A notification template was created or changed.
   * @room `resource:notification-templates`
   * @data `{id}`
   */
  'notification_template.updated': RecordChanged;
  /**
   * A notification template was deleted.
   * @room `resource:notification-templates`
   * @data `{id}`
   */
  'notification_template.deleted': RecordChanged;
  /**
   * An e-mail template was created or changed.
   * @room `resource:email-templates`
   * @data `{id}`
   */
  'email_template.updated': RecordChanged;
  /**
   * An e-mail template was deleted.
   * @room `resource:email-templates`
   * @data `{id}`
   */
  'email_template.deleted': RecordChanged;
  /**
   * A notification provider (e-mail, SMS, Zalo, push) was configured, switched, tested or refreshed.
   * @room `resource:notification-providers`
   * @data `{id}`
   */
  'notification_provider.updated': RecordChanged;
  /**
   * A notification provider was removed.
   * @room `resource:notification-providers`
   * @data `{id}`
   */
  'notification_provider.deleted': RecordChanged;
}

interface NotificationResources {
  notifications: 'notification.view';
  'notification-templates': 'notification.templates.view';
  'email-templates': 'email-template.view';
  'notification-providers': 'notification.providers.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends NotificationEvents {}
  interface RealtimeResourceMap extends NotificationResources {}
}

export const notificationsLive = declareLive<NotificationEvents, NotificationResources>(
  {
    'notification.progress': true,
    'notification_template.updated': true,
    'notification_template.deleted': true,
    'email_template.updated': true,
    'email_template.deleted': true,
    'notification_provider.updated': true,
    'notification_provider.deleted': true,
  },
  {
    notifications: 'notification.view',
    'notification-templates': 'notification.templates.view',
    'email-templates': 'email-template.view',
    'notification-providers': 'notification.providers.view',
  },
);
