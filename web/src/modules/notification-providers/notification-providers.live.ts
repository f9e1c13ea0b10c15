import { resourceRoom } from '@pickleball/domain/realtime/events';
import { recordLive } from '../../lib/live';
import { providerKeys } from './notification-providers.keys';

/** Every list, detail and figure of this module follows the changes other staff make. */
export const live = recordLive(providerKeys.all, resourceRoom('notification-providers'), [
  'notification_provider.updated',
  'notification_provider.deleted',
]);
