/**
 * Chat storage, what the pages list (chat.queries.ts turns the rows into the API's shapes): my
 * conversations with my counters and their last line, the menu's totals, a conversation's members
 * and the people one may add. Unread figures are read from the counters, never by counting messages.
 */
import { type ChatCandidateQuery, type ChatListQuery, foldForSearch } from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import { holdsChatView, type MemberRow, publicChatQuery } from './chat.repository';

/** My conversations, each with my membership (`m_…`) and its last message (`lm_…`): a base query. */
export function summaryQuery(db: Db, userId: number) {
  return db
    .selectFrom('chat_members as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .leftJoin('chat_messages as lm', 'lm.id', 'c.last_message_id')
    .leftJoin('users as lu', 'lu.id', 'lm.user_id')
    .selectAll('c')
    .select([
      'm.role as m_role',
      'm.is_pinned as m_is_pinned',
      'm.is_archived as m_is_archived',
      'm.muted as m_muted',
      'm.read_count as m_read_count',
      'm.mention_count as m_mention_count',
      'm.last_read_message_id as m_last_read_message_id',
      'lm.type as lm_type',
      'lm.body as lm_body',
      'lm.attachments as lm_attachments',
      'lm.removed_at as lm_removed_at',
      'lm.created_at as lm_created_at',
      'lu.name as lm_author_name',
    ])
    .where('m.user_id', '=', userId);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** My conversations the list's filters keep (search folds diacritics), unordered. */
export function findSummaries(
  db: Db,
  userId: number,
  query: Pick<ChatListQuery, 'search' | 'type' | 'archived' | 'unread'>,
): Promise<SummaryRow[]> {
  let base = summaryQuery(db, userId);
  if (query.search) base = base.where(containsText(sql.ref('c.search_text'), foldForSearch(query.search)));
  if (query.type) base = base.where('c.type', '=', query.type);
  base = query.archived
    ? base.where((eb) => eb.or([eb('m.is_archived', '=', true), eb('c.status', '=', 'archived')]))
    : base.where('m.is_archived', '=', false).where('c.status', '!=', 'archived');
  if (query.unread) base = base.whereRef('c.message_count', '>', 'm.read_count');
  return base.execute();
}

/** One of my conversations, or undefined when I am not a member. */
export function findSummary(db: Db, userId: number, chatId: number): Promise<SummaryRow | undefined> {
  return summaryQuery(db, userId).where('c.id', '=', chatId).executeTakeFirst();
}

/** The public channel as one of my conversations, or undefined until I am a member. */
export function findPublicSummary(db: Db, userId: number): Promise<SummaryRow | undefined> {
  return summaryQuery(db, userId).where('c.id', '=', publicChatQuery(db)).executeTakeFirst();
}

/** The menu badge's sums over my conversations not archived: unread (muted aside), mentions, chats. */
export function findUnreadTotals(db: Db, userId: number) {
  return db
    .selectFrom('chat_members as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .select([
      sql<number>`coalesce(sum(case when m.muted = ${sql.lit(false)} then c.message_count - m.read_count else 0 end), 0)`.as(
        'unread',
      ),
      sql<number>`coalesce(sum(m.mention_count), 0)`.as('mentions'),
      sql<number>`coalesce(sum(case when c.message_count > m.read_count then 1 else 0 end), 0)`.as('chats'),
    ])
    .where('m.user_id', '=', userId)
    .where('c.status', '!=', 'archived')
    .where('m.is_archived', '=', false)
    .executeTakeFirstOrThrow();
}

/** The members other than this user of these conversations (`{ chat_id, user_id }`). */
export function findOtherMembersOf(db: Db, userId: number, chatIds: readonly number[]) {
  return db
    .selectFrom('chat_members')
    .select(['chat_id', 'user_id'])
    .where('chat_id', 'in', [...chatIds])
    .where('user_id', '!=', userId)
    .execute();
}

/** A conversation's first `limit` members: admins, moderators, then the others, each by name. */
export function findFirstMembers(db: Db, chatId: number, limit: number): Promise<MemberRow[]> {
  return db
    .selectFrom('chat_members')
    .innerJoin('users', 'users.id', 'chat_members.user_id')
    .selectAll('chat_members')
    .where('chat_id', '=', chatId)
    .orderBy(sql`case chat_members.role when 'admin' then 0 when 'moderator' then 1 else 2 end`)
    .orderBy('users.sort_name')
    .limit(limit)
    .execute();
}

function membersOf(db: Db, chatId: number, search: string | undefined) {
  let base = db
    .selectFrom('chat_members')
    .innerJoin('users', 'users.id', 'chat_members.user_id')
    .where('chat_members.chat_id', '=', chatId);
  if (search) base = base.where(matchesSearch(db, 'users', foldForSearch(search)));
  return base;
}

/** How many members of a conversation the search keeps. */
export function countMembersOf(db: Db, chatId: number, search: string | undefined): Promise<Total> {
  return countRows(db, membersOf(db, chatId, search));
}

/** One page of a conversation's members by name, and one row more (see db/keyset.ts). */
export function findMemberPage(db: Db, chatId: number, search: string | undefined, start: PageStart) {
  const key: SortKey = { column: 'users.sort_name', id: 'users.id', direction: 'asc' };
  return keysetPage(membersOf(db, chatId, search).selectAll('chat_members'), key, start).execute();
}

/**
 * Up to 20 people one may add to conversations, by name (`{ id }`): active users holding
 * chat.view, other than the actor, found by the search, outside `chat_id`'s members when given.
 */
export function findCandidateIds(db: Db, actorId: number, query: ChatCandidateQuery) {
  let base = db
    .selectFrom('users')
    .select(['users.id'])
    .where('users.is_active', '=', true)
    .where('users.id', '!=', actorId)
    .where(holdsChatView('users.id'));
  if (query.search) base = base.where(matchesSearch(db, 'users', foldForSearch(query.search)));
  if (query.chat_id !== undefined) {
    const chatId = query.chat_id;
    base = base.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('chat_members')
            .select('chat_members.user_id')
            .whereRef('chat_members.user_id', '=', 'users.id')
            .where('chat_members.chat_id', '=', chatId),
        ),
      ),
    );
  }
  return base.orderBy('users.sort_name').orderBy('users.id').limit(20).execute();
}
