import { resourceRoom } from '@pickleball/domain/realtime/events';
import { recordLive } from '../../lib/live';
import { userKeys } from './users.keys';

/** Every list, detail and figure of this module follows the changes other staff make. */
export const live = recordLive(userKeys.all, resourceRoom('users'), [
  'user.updated',
  'user.deleted',
  // The users list shows each user's roles by name.
  'role.updated',
  'role.deleted',
]);
