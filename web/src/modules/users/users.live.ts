import { resourceRoom } from '@pickleball/domain/realtime/events';
import { type ModuleLive, recordLive } from '../../lib/live';
import { userKeys } from './users.keys';

/**
 * Every list, detail and figure of this module follows the changes other staff make; a change to
 * roles made here is refetched too (the list shows each user's roles by name, the form offers them).
 */
export const live = {
  ...recordLive(userKeys.all, resourceRoom('users'), [
    'user.updated',
    'user.deleted',
    // The users list shows each user's roles by name.
    'role.updated',
    'role.deleted',
  ]),
  follows: ['roles'],
} satisfies ModuleLive;
