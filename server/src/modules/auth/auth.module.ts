import { defineModule } from '../../platform/module';
import { installAppleRelay } from './auth.apple-relay';
import { authRoutes } from './auth.routes';
import { socialRoutes } from './auth.social.routes';

export const authModule = defineModule({
  name: 'auth',
  routes: [...authRoutes, ...socialRoutes],
  http: { afterRoutes: (app) => installAppleRelay(app) },
});
