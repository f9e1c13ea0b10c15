import type { NotificationChannel, RecipientType } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { normalizePhone } from '../../integrations/channels/phone';

/** Who a send reaches, as stored on the notification. */
export interface StoredRecipients {
  user_ids: number[];
  role_ids: number[];
  groups: { kind: 'club'; id: number }[];
}

/**
 * The active users a send reaches, as one query: everyone, chosen users, holders of chosen roles,
 * or members of chosen clubs. Inactive users receive nothing (they cannot sign in to read it).
 */
export function recipientUsersQuery(db: Db, type: RecipientType, recipients: StoredRecipients) {
  let query = db.selectFrom('users').where('users.is_active', '=', true);
  if (type === 'specific_users')
    query = query.where('users.id', 'in', recipients.user_ids.length ? recipients.user_ids : [0]);
  if (type === 'user_roles')
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role_id', 'in', recipients.role_ids.length ? recipients.role_ids : [0]),
      ),
    );
  if (type === 'user_groups') {
    const clubIds = recipients.groups.filter((group) => group.kind === 'club').map((group) => group.id);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('club_members')
          .select('club_members.user_id')
          .whereRef('club_members.user_id', '=', 'users.id')
          .where('club_members.club_id', 'in', clubIds.length ? clubIds : [0]),
      ),
    );
  }
  return query;
}

export interface RecipientRow {
  id: number;
  email: string | null;
  phone: string | null;
  locale?: string | null;
}

/** The next batch of recipients after a user id (fan-out walks them in id order). */
export async function nextRecipients(
  db: Db,
  type: RecipientType,
  recipients: StoredRecipients,
  afterId: number,
  limit: number,
): Promise<RecipientRow[]> {
  return recipientUsersQuery(db, type, recipients)
    .select(['users.id', 'users.email', 'users.phone', 'users.locale'])
    .where('users.id', '>', afterId)
    .orderBy('users.id')
    .limit(limit)
    .execute();
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

/** How many active users a send reaches (the audience preview per channel is ./audience.ts). */
export async function countRecipientTotal(
  db: Db,
  type: RecipientType,
  recipients: StoredRecipients,
): Promise<number> {
  const row = await recipientUsersQuery(db, type, recipients)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
