import { defineModule } from '../../platform/module';
import { inboxRoutes } from './inbox.routes';

export const inboxModule = defineModule({
  name: 'inbox',
  routes: inboxRoutes,
});
