/**
 * Who a send reaches: the recipients' query (walked by the fan-out, counted by the send form and
 * its audience preview), the send form's pickers, and each user's channels turned off.
 */
import type { NotificationChannel, RecipientType } from '@pickleball/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { isUsablePushToken } from './notifications.push-tokens.repository';
import type { RecipientRow, StoredRecipients } from './notifications.recipients';

/**
 * The active users a send reaches, as one query: everyone, chosen users, holders of chosen roles,
 * or members of chosen clubs. Inactive users receive nothing (they cannot sign in to read it).
 */
function recipientUsersQuery(db: Db, type: RecipientType, recipients: StoredRecipients) {
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

/** How many active users a send reaches (the audience preview per channel is ./notifications.audience.ts). */
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

type Users = ExpressionBuilder<Database, 'users'>;

function hasAddress(eb: Users, channel: NotificationChannel) {
  if (channel === 'email') return eb.and([eb('users.email', 'is not', null), eb('users.email', '!=', '')]);
  if (channel === 'push')
    return eb.exists(
      eb
        .selectFrom('push_tokens')
        .select('push_tokens.id')
        .whereRef('push_tokens.user_id', '=', 'users.id')
        .where(isUsablePushToken),
    );
  return eb.and([eb('users.phone', 'is not', null), eb('users.phone', '!=', '')]);
}

function hasOptedOut(eb: Users, channel: NotificationChannel) {
  return eb.exists(
    eb
      .selectFrom('notification_opt_outs')
      .select('notification_opt_outs.user_id')
      .whereRef('notification_opt_outs.user_id', '=', 'users.id')
      .where('notification_opt_outs.channel', '=', channel),
  );
}

/** Of a send's users, for one channel: `opted_out`, and of the others `no_address` (null if none). */
export async function countChannelGaps(
  db: Db,
  type: RecipientType,
  recipients: StoredRecipients,
  channel: NotificationChannel,
) {
  return recipientUsersQuery(db, type, recipients)
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when(hasOptedOut(eb, channel)).then(1).else(0).end()).as('opted_out'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb.not(hasOptedOut(eb, channel)), eb.not(hasAddress(eb, channel))]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('no_address'),
    ])
    .executeTakeFirstOrThrow();
}

interface OptionQuery {
  search?: string;
  ids?: number[];
}

/** Active users by name (the search in their folded text), or those of these ids: the users picker. */
export async function listUserOptions(db: Db, query: OptionQuery, limit: number) {
  let users = db.selectFrom('users').select(['id', 'name', 'username']).where('is_active', '=', true);
  if (query.ids) users = users.where('id', 'in', query.ids.length ? query.ids : [0]);
  if (query.search) {
    const term = query.search;
    users = users.where((eb) => containsText(eb.ref('search_text'), term));
  }
  return users
    .orderBy('sort_name')
    .orderBy('id')
    .limit(query.ids ? 100 : limit)
    .execute();
}

/** Roles (with how many active users hold each) by name, or those of these ids, at most 100. */
export async function listRoleOptions(db: Db, query: OptionQuery) {
  let roles = db.selectFrom('roles').select((eb) => [
    'roles.id',
    'roles.name',
    'roles.display_name',
    eb
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select((inner) => inner.fn.countAll<number>().as('count'))
      .whereRef('user_roles.role_id', '=', 'roles.id')
      .where('users.is_active', '=', true)
      .as('members'),
  ]);
  if (query.ids) roles = roles.where('roles.id', 'in', query.ids.length ? query.ids : [0]);
  if (query.search) {
    const term = query.search;
    roles = roles.where((eb) =>
      eb.or([containsText(eb.ref('roles.name'), term), containsText(eb.ref('roles.display_name'), term)]),
    );
  }
  return roles.orderBy('roles.name').limit(100).execute();
}

/** Clubs (with their member count) by name, or those of these ids: the groups picker. */
export async function listClubOptions(db: Db, query: OptionQuery, limit: number) {
  let clubs = db.selectFrom('clubs').select(['id', 'name', 'member_count']);
  if (query.ids) clubs = clubs.where('id', 'in', query.ids.length ? query.ids : [0]);
  if (query.search) {
    const term = query.search;
    clubs = clubs.where((eb) => containsText(eb.ref('search_text'), term));
  }
  return clubs
    .orderBy('sort_name')
    .orderBy('id')
    .limit(query.ids ? 100 : limit)
    .execute();
}

/** The channels these users turned off (rows of user and channel). */
export async function listOptOuts(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('notification_opt_outs')
    .select(['user_id', 'channel'])
    .where('user_id', 'in', userIds)
    .execute();
}

/** The channels one user turned off (rows of `channel`). */
export async function listOptedOutChannels(db: Db, userId: number) {
  return db.selectFrom('notification_opt_outs').select('channel').where('user_id', '=', userId).execute();
}

/** Forgets every channel the user turned off. */
export async function deleteOptOuts(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('notification_opt_outs').where('user_id', '=', userId).execute();
}

/** Writes channels turned off. */
export async function insertOptOuts(
  db: Db,
  rows: { user_id: number; channel: string; created_at: string }[],
): Promise<void> {
  await db.insertInto('notification_opt_outs').values(rows).execute();
}
