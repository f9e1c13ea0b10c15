import { defineModule } from '../../platform/module';
import { fileRoutes } from './files.routes';

export const filesModule = defineModule({
  name: 'files',
  routes: fileRoutes,
});
