import { authLive } from '@pickleball/domain/auth/auth.events';
import { defineModule } from '../../platform/module';
import { installAppleRelay } from './auth.apple-relay';
import { authRoutes } from './auth.routes';
import { socialRoutes } from './auth.social.routes';
import { sessionHardeningMigration } from './migrations/2026_11_24_0002_session_hardening';
import { accountLinksMigration } from './migrations/2026_11_24_0003_account_links';

export const authModule = defineModule({
  name: 'auth',
  live: authLive,
  migrations: {
    '2026_11_24_0002_session_hardening': sessionHardeningMigration,
    '2026_11_24_0003_account_links': accountLinksMigration,
  },
  routes: [...authRoutes, ...socialRoutes],
  http: { afterRoutes: (app) => installAppleRelay(app) },
});
