import { defineModule } from '../../platform/module';
import { matchRoutes } from './matches.routes';
import { listPublicMatchIds } from './matches.scoreboard';

export const matchesModule = defineModule({
  name: 'matches',
  routes: matchRoutes,
  // Scoreboard rooms are joined only while their match is public.
  start: (services) => services.realtime.registerScoreboards((ids) => listPublicMatchIds(services.db, ids)),
});
