import { defineModule } from '../../platform/module';
import { emailTemplateRoutes } from './email-templates.routes';

export const emailTemplatesModule = defineModule({
  name: 'email-templates',
  routes: emailTemplateRoutes,
});
