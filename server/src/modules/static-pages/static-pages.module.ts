import { staticPagesLive } from '@pickleball/domain/static-pages/static-pages.events';
import { defineModule } from '../../platform/module';
import { staticPagesMigration } from './migrations/2026_11_25_0002_static_pages';
import { installPublicPages } from './static-pages.public-pages';
import { staticPageRoutes } from './static-pages.routes';

export const staticPagesModule = defineModule({
  name: 'static-pages',
  live: staticPagesLive,
  migrations: {
    '2026_11_25_0002_static_pages': staticPagesMigration,
  },
  routes: staticPageRoutes,
  http: { afterRoutes: installPublicPages },
});
