import type { NotificationChannel, RecipientType } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { normalizePhone } from '../../integrations/channels/phone';
import { isUsablePushToken } from './push-tokens';

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

/**
 * "1,204 users; 37 have no phone number for SMS": how many a send reaches, and per channel how
 * many have an address for it. Phones are counted as present here; one that cannot be read is
 * skipped at send time with that reason.
 */
export async function countRecipients(
  db: Db,
  type: RecipientType,
  recipients: StoredRecipients,
  channels: readonly NotificationChannel[],
) {
  const base = recipientUsersQuery(db, type, recipients);
  const row = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('users.email').as('with_email'),
      eb.fn.count<number>('users.phone').as('with_phone'),
    ])
    .executeTakeFirstOrThrow();
  const withPush = channels.includes('push')
    ? await base
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('push_tokens')
              .select('push_tokens.id')
              .whereRef('push_tokens.user_id', '=', 'users.id')
              .where(isUsablePushToken),
          ),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    : { count: 0 };
  const total = Number(row.total);
  const reachable: Record<NotificationChannel, number> = {
    in_app: total,
    email: Number(row.with_email),
    sms: Number(row.with_phone),
    zalo_zns: Number(row.with_phone),
    push: Number(withPush.count),
    webhook: total,
  };
  return {
    total,
    channels: Object.fromEntries(
      channels.map((channel) => [
        channel,
        { reachable: reachable[channel], missing: total - reachable[channel] },
      ]),
    ),
  };
}
