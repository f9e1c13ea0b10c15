import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { deviceKeys } from './devices.keys';

/** A phone registered, or staff changed a device: the list, its figures, the filters' choices and that device. */
export const live = defineLive({
  root: deviceKeys.all,
  rooms: [resourceRoom('devices')],
  on: {
    'device.updated': (client, { data: { id } }) => {
      void client.invalidateQueries({ queryKey: deviceKeys.lists() });
      void client.invalidateQueries({ queryKey: deviceKeys.stats() });
      void client.invalidateQueries({ queryKey: deviceKeys.filters() });
      void client.invalidateQueries({ queryKey: deviceKeys.detail(id) });
    },
  },
});
