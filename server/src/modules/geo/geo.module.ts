import { defineModule } from '../../platform/module';
import { geoRoutes } from './geo.routes';

export const geoModule = defineModule({
  name: 'geo',
  routes: geoRoutes,
});
