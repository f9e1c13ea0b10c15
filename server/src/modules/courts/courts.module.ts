import { defineModule } from '../../platform/module';
import { courtImportRoutes, courtRoutes } from './courts.routes';

export const courtsModule = defineModule({
  name: 'courts',
  routes: [...courtImportRoutes, ...courtRoutes],
});
