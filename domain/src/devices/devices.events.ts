/** What the devices module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';

interface DeviceEvents {
  /**
   * A device was registered, changed, blocked, activated or deleted.
   * @room `resource:devices`
   * @data `{id}`
   */
  'device.updated': RecordChanged;
}

interface DeviceResources {
  devices: 'device.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends DeviceEvents {}
  interface RealtimeResourceMap extends DeviceResources {}
}

export const devicesLive = declareLive<DeviceEvents, DeviceResources>(
  { 'device.updated': true },
  { devices: 'device.view' },
);
