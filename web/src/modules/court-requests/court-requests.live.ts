import { resourceRoom } from '@pickleball/domain/realtime/events';
import { type ModuleLive, recordLive } from '../../lib/live';
import { courtRequestKeys } from './court-requests.keys';

/**
 * Every list, detail and figure of this module follows the changes other staff make; a change to
 * courts made here is refetched too (a request's review shows the court it created).
 */
export const live = {
  ...recordLive(courtRequestKeys.all, resourceRoom('court-requests'), [
    'court_request.updated',
    'court_request.deleted',
  ]),
  follows: ['courts'],
} satisfies ModuleLive;
