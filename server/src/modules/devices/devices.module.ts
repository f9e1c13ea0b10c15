import { defineModule } from '../../platform/module';
import { installDeviceGuard } from './devices.guard';
import { deviceRoutes } from './devices.routes';

export const devicesModule = defineModule({
  name: 'devices',
  routes: deviceRoutes,
  // A blocked device is refused on every API request.
  http: { beforeRoutes: installDeviceGuard },
});
