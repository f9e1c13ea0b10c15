import { resourceRoom } from '@pickleball/domain/realtime/events';
import { type ModuleLive, recordLive } from '../../lib/live';
import { roleKeys } from './roles.keys';

/** Every list, detail and figure of this module follows the changes other staff make. */
export const live = {
  ...recordLive(roleKeys.all, resourceRoom('roles'), ['role.updated', 'role.deleted']),
  // A role counts its users and holds permissions: changes to either made here are refetched.
  follows: ['users', 'permissions'],
} satisfies ModuleLive;
