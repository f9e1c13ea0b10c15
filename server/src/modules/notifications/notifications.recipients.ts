import type { NotificationChannel } from '@pickleball/domain';
import { normalizePhone } from '../../integrations/channels/phone';

/**
 * Who a send reaches, as stored on the notification, and a recipient's address on a channel. The
 * recipients' queries are in notifications.recipients.repository.ts.
 */
export interface StoredRecipients {
  user_ids: number[];
  role_ids: number[];
  groups: { kind: 'club'; id: number }[];
}

export interface RecipientRow {
  id: number;
  email: string | null;
  phone: string | null;
  locale?: string | null;
}

/** The address of a user on a channel, or why there is none. */
export type AddressResult = { address: string } | { skip: 'no_address' | 'invalid_address' };

export function addressOf(
  user: Pick<RecipientRow, 'email' | 'phone'>,
  channel: NotificationChannel,
  pushTokens: readonly string[],
): AddressResult | null {
  switch (channel) {
    case 'email':
      return user.email ? { address: user.email } : { skip: 'no_address' };
    case 'sms':
    case 'zalo_zns': {
      if (!user.phone) return { skip: 'no_address' };
      const phone = normalizePhone(user.phone);
      return phone ? { address: phone.e164 } : { skip: 'invalid_address' };
    }
    case 'push':
      return pushTokens.length > 0 ? { address: pushTokens.join('\n') } : { skip: 'no_address' };
    default:
      return null;
  }
}
