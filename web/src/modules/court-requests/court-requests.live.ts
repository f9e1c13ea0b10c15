import { resourceRoom } from '@pickleball/domain/realtime/events';
import { recordLive } from '../../lib/live';
import { courtRequestKeys } from './court-requests.keys';

/** Every list, detail and figure of this module follows the changes other staff make. */
export const live = recordLive(courtRequestKeys.all, resourceRoom('court-requests'), [
  'court_request.updated',
  'court_request.deleted',
]);
