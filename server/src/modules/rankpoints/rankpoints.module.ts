import { rankpointsLive } from '@pickleball/domain/rankpoints/rankpoints.events';
import { defineModule } from '../../platform/module';
import { leaderboardBaselineMigration } from './migrations/2026_11_27_0052_leaderboard_baseline';
import { runBaselineRefresh } from './rankpoints.baseline';
import { rankpointRoutes } from './rankpoints.routes';

export const rankpointsModule = defineModule({
  name: 'rankpoints',
  live: rankpointsLive,
  migrations: {
    '2026_11_27_0052_leaderboard_baseline': leaderboardBaselineMigration,
  },
  routes: rankpointRoutes,
  jobs: (services) => ({ 'rankpoint.baseline': (payload) => runBaselineRefresh(services.db, payload) }),
});
