import { inboxLive } from '@pickleball/domain/inbox/inbox.events';
import { defineModule } from '../../platform/module';
import { inboxRoutes } from './inbox.routes';

export const inboxModule = defineModule({
  name: 'inbox',
  live: inboxLive,
  routes: inboxRoutes,
});
