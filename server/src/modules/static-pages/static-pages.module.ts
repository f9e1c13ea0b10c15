import { defineModule } from '../../platform/module';
import { installPublicPages } from './static-pages.public-pages';
import { staticPageRoutes } from './static-pages.routes';

export const staticPagesModule = defineModule({
  name: 'static-pages',
  routes: staticPageRoutes,
  http: { afterRoutes: installPublicPages },
});
