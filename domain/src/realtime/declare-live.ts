/**
 * What a module announces live, declared in `domain/src/<module>/<module>.events.ts` (CONVENTIONS
 * §6). The same file adds its events' payloads to `RealtimeEventMap` and its staff rooms to
 * `RealtimeResourceMap` (events.ts), so a new module never edits a shared list:
 *
 *   interface DeviceEvents { 'device.updated': RecordChanged }
 *   interface DeviceResources { devices: 'device.view' }
 *   declare module '../realtime/events' {
 *     interface RealtimeEventMap extends DeviceEvents {}
 *     interface RealtimeResourceMap extends DeviceResources {}
 *   }
 *   export const deviceLive = declareLive<DeviceEvents, DeviceResources>(
 *     { 'device.updated': true },
 *     { devices: 'device.view' },
 *   );
 *
 * The server's module lists it in its `defineModule` (who may join its rooms); the web finds every
 * declaration (app/realtime-cache.ts). The compiler refuses an event or a room left out of the
 * runtime declaration, or one it has and the types do not.
 */
export interface LiveDeclaration<Event extends string = string, Resource extends string = string> {
  /** The module's event names. */
  events: readonly Event[];
  /** Its staff rooms (`resource:<name>`), each with the permission that lets one listen. */
  resources: Readonly<Record<Resource, string>>;
}

export function declareLive<Events, Resources = Record<never, string>>(
  events: { readonly [K in keyof Events]-?: true },
  resources: { readonly [K in keyof Resources]-?: Resources[K] } = {} as never,
): LiveDeclaration<keyof Events & string, keyof Resources & string> {
  return {
    events: Object.keys(events) as (keyof Events & string)[],
    resources: resources as Readonly<Record<keyof Resources & string, string>>,
  };
}
