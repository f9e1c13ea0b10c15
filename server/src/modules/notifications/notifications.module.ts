import { notificationsLive } from '@pickleball/domain/notifications/notifications.events';
import { defineModule } from '../../platform/module';
import { notificationsMigration } from './migrations/2026_11_24_0006_notifications';
import { templateSearchMigration } from './migrations/2026_11_24_0007_template_search';
import { runDeliveries } from './notifications.deliveries';
import { runFanout } from './notifications.fanout';
import { providerRoutes } from './notifications.providers.routes';
import { notificationRoutes } from './notifications.routes';
import { closeSenders } from './notifications.senders';
import { settingsRoutes } from './notifications.settings.routes';

export const notificationsModule = defineModule({
  name: 'notifications',
  live: notificationsLive,
  migrations: {
    '2026_11_24_0006_notifications': notificationsMigration,
    '2026_11_24_0007_template_search': templateSearchMigration,
  },
  routes: [...notificationRoutes, ...providerRoutes, ...settingsRoutes],
  jobs: (services) => ({
    'notification.fanout': ({ notification_id }) => runFanout(services, notification_id),
    'notification.deliver': ({ notification_id }) => runDeliveries(services, notification_id),
  }),
  close: closeSenders,
});
