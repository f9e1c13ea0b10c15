import { devicesLive } from '@pickleball/domain/devices/devices.events';
import { defineModule } from '../../platform/module';
import { installDeviceGuard } from './devices.guard';
import { deviceRoutes } from './devices.routes';
import { devicesMigration } from './migrations/2026_11_27_0020_devices';

export const devicesModule = defineModule({
  name: 'devices',
  live: devicesLive,
  migrations: {
    '2026_11_27_0020_devices': devicesMigration,
  },
  routes: deviceRoutes,
  // A blocked device is refused on every API request.
  http: { beforeRoutes: installDeviceGuard },
});
