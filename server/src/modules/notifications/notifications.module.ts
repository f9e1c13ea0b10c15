import { defineModule } from '../../platform/module';
import { runDeliveries } from './notifications.deliveries';
import { runFanout } from './notifications.fanout';
import { providerRoutes } from './notifications.providers.routes';
import { notificationRoutes } from './notifications.routes';
import { closeSenders } from './notifications.senders';
import { settingsRoutes } from './notifications.settings.routes';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: [...notificationRoutes, ...providerRoutes, ...settingsRoutes],
  jobs: (services) => ({
    'notification.fanout': ({ notification_id }) => runFanout(services, notification_id),
    'notification.deliver': ({ notification_id }) => runDeliveries(services, notification_id),
  }),
  close: closeSenders,
});
