import { defineModule } from '../../platform/module';
import { notificationTemplateRoutes } from './notification-templates.routes';

export const notificationTemplatesModule = defineModule({
  name: 'notification-templates',
  routes: notificationTemplateRoutes,
});
