import { resourceRoom } from '@pickleball/domain/realtime/events';
import { recordLive } from '../../lib/live';
import { staticPageKeys } from './static-pages.keys';

/** Every list, detail and figure of this module follows the changes other staff make. */
export const live = recordLive(staticPageKeys.all, resourceRoom('static-pages'), [
  'static_page.updated',
  'static_page.deleted',
]);
