import { resourceRoom } from '@pickleball/domain/realtime/events';
import { recordLive } from '../../lib/live';
import { templateKeys } from './notification-templates.keys';

/** Every list, detail and figure of this module follows the changes other staff make. */
export const live = recordLive(templateKeys.all, resourceRoom('notification-templates'), [
  'notification_template.updated',
  'notification_template.deleted',
]);
