import { defineModule } from '../../platform/module';
import { matchSessionRoutes } from './match-sessions.routes';

export const matchSessionsModule = defineModule({
  name: 'match-sessions',
  routes: matchSessionRoutes,
});
