/** What the static-pages module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';

interface StaticPageEvents {
  /**
   * A static page was edited, published, unpublished or restored.
   * @room `resource:static-pages`
   * @data `{id}`
   */
  'static_page.updated': RecordChanged;
  /**
   * A static page was deleted.
   * @room `resource:static-pages`
   * @data `{id}`
   */
  'static_page.deleted': RecordChanged;
}

interface StaticPageResources {
  'static-pages': 'staticpage.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends StaticPageEvents {}
  interface RealtimeResourceMap extends StaticPageResources {}
}

export const staticPagesLive = declareLive<StaticPageEvents, StaticPageResources>(
  { 'static_page.updated': true, 'static_page.deleted': true },
  { 'static-pages': 'staticpage.view' },
);
