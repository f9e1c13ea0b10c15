import { resourceRoom } from '@pickleball/domain/realtime/events';
import { recordLive } from '../../lib/live';
import { emailTemplateKeys } from './email-templates.keys';

/** Every list, detail and figure of this module follows the changes other staff make. */
export const live = recordLive(emailTemplateKeys.all, resourceRoom('email-templates'), [
  'email_template.updated',
  'email_template.deleted',
]);
