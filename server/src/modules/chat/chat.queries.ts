/**
 * Reading conversations: the list with its counters, the menu's totals, a conversation's detail,
 * its members, history pages (keyset), pins and edit histories. Unread figures are read from the
 * counters (`message_count − read_count`), one row per conversation, never by counting messages.
 */
import type {
  ChatCandidateQuery,
  ChatDetail,
  ChatHistory,
  ChatHistoryQuery,
  ChatListQuery,
  ChatMember,
  ChatMembersQuery,
  ChatMessage,
  ChatMessageEdit,
  ChatPerson,
  ChatUnreadTotals,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool, toInt, toIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, pageOfArray } from '../../platform/list-page';
import { abilitiesOf, openChat, requireAbility } from './chat.access';
import {
  countMembersOf,
  findCandidateIds,
  findFirstMembers,
  findMemberPage,
  findOtherMembersOf,
  findSummaries,
  findSummary,
  findUnreadTotals,
  type SummaryRow,
} from './chat.lists.repository';
import { toSummary } from './chat.mapper';
import {
  findMessage,
  findMessageEdits,
  findMessagesAfter,
  findMessagesBefore,
  findPinnedMessages,
  type MessageRow,
  toMessages,
} from './chat.messages.repository';
import { findPeople, toMembers } from './chat.repository';

const DETAIL_MEMBERS = 200;

/** The other person of each direct chat among these. */
async function directPartners(db: Db, userId: number, chatIds: number[]): Promise<Map<number, ChatPerson>> {
  if (chatIds.length === 0) return new Map();
  const rows = await findOtherMembersOf(db, userId, chatIds);
  const people = await findPeople(
    db,
    rows.map((row) => row.user_id),
  );
  const partners = new Map<number, ChatPerson>();
  for (const row of rows) {
    const person = people.get(row.user_id);
    if (person) partners.set(row.chat_id, person);
  }
  return partners;
}

/** My conversations: pinned first, then the most recently active; search folds diacritics. */
export async function listChats(ctx: ServiceContext, query: ChatListQuery) {
  const actor = requireActor(ctx);
  // Pinned first, then by activity: one person's conversations are few, so the page is cut from
  // all of them in memory, its place being (pinned, last activity) and id.
  const all = await findSummaries(ctx.db, actor.id, query);
  const activity = (row: SummaryRow) => toIso(row.last_message_at ?? row.created_at);
  const ordered = all
    .map((row) => ({ row, key: `${toBool(row.m_is_pinned) ? 1 : 0}|${activity(row)}` }))
    .sort((a, b) => (a.key === b.key ? b.row.id - a.row.id : a.key < b.key ? 1 : -1));
  const window = listWindow(query, 'activity');
  const page = pageOfArray(window, ordered, (entry) => [entry.key, entry.row.id], 'desc');
  const rows = page.rows.map((entry) => entry.row);
  const partners = await directPartners(
    ctx.db,
    actor.id,
    rows.filter((row) => row.type === 'direct').map((row) => row.id),
  );
  return {
    data: rows.map((row) => toSummary(row, partners.get(row.id))),
    meta: page.meta,
  };
}

/** The menu badge: unread messages outside muted conversations, and mentions everywhere. */
export async function getUnreadTotals(ctx: ServiceContext): Promise<ChatUnreadTotals> {
  const actor = requireActor(ctx);
  const row = await findUnreadTotals(ctx.db, actor.id);
  return { unread: toInt(row.unread), mentions: toInt(row.mentions), chats: toInt(row.chats) };
}

/** One conversation as its page shows it (the first members, my state, what I may do). */
export async function getChatDetail(ctx: ServiceContext, chatId: number): Promise<ChatDetail> {
  const access = await openChat(ctx, ctx.db, chatId);
  return buildDetail(ctx, access.chat.id);
}

export async function buildDetail(ctx: ServiceContext, chatId: number): Promise<ChatDetail> {
  const actor = requireActor(ctx);
  const row = await findSummary(ctx.db, actor.id, chatId);
  if (!row) throw notFound();
  const memberRows = await findFirstMembers(ctx.db, chatId, DETAIL_MEMBERS);
  const online = await ctx.services.realtime.onlineUsers(memberRows.map((member) => member.user_id));
  const members = await toMembers(ctx.db, memberRows, online);
  const partner =
    row.type === 'direct' ? members.find((member) => member.user.id !== actor.id)?.user : undefined;
  return { ...(await detailOf(ctx.db, row, partner)), members };
}

/** A conversation's detail but its members: the summary, description, creator and my abilities. */
export async function detailOf(
  db: Db,
  row: SummaryRow,
  partner: ChatPerson | undefined,
): Promise<Omit<ChatDetail, 'members'>> {
  const creator =
    row.created_by === null ? null : ((await findPeople(db, [row.created_by])).get(row.created_by) ?? null);
  const abilities = abilitiesOf(row, row.m_role);
  return {
    ...toSummary(row, partner),
    description: row.description,
    created_by: creator,
    abilities: {
      post: abilities.post,
      manage_members: abilities.manageMembers,
      edit_settings: abilities.editSettings,
      moderate: abilities.moderate,
      pin: abilities.pin,
      see_edit_history: abilities.seeEditHistory,
    },
  };
}

/** A conversation's members, searchable (the mention picker and the members panel of large channels). */
export async function listMembers(ctx: ServiceContext, chatId: number, query: ChatMembersQuery) {
  await openChat(ctx, ctx.db, chatId);
  const window = listWindow(query, 'name');
  const [total, found] = await Promise.all([
    countMembersOf(ctx.db, chatId, query.search),
    findMemberPage(ctx.db, chatId, query.search, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const online = await ctx.services.realtime.onlineUsers(rows.map((row) => row.user_id));
  const members: ChatMember[] = await toMembers(ctx.db, rows, online);
  return { data: members, meta };
}

/** People who may be added to conversations: active users holding chat.view. */
export async function findCandidates(ctx: ServiceContext, query: ChatCandidateQuery): Promise<ChatPerson[]> {
  const actor = requireActor(ctx);
  const rows = await findCandidateIds(ctx.db, actor.id, query);
  const people = await findPeople(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => people.get(row.id)).filter((person): person is ChatPerson => Boolean(person));
}

/** History pages: `before` walks back, `after` catches up, neither answers the newest page. */
export async function listMessages(
  ctx: ServiceContext,
  chatId: number,
  query: ChatHistoryQuery,
): Promise<ChatHistory> {
  await openChat(ctx, ctx.db, chatId);
  let rows: MessageRow[];
  let hasMoreBefore: boolean;
  let hasMoreAfter: boolean;
  if (query.after !== undefined) {
    rows = await findMessagesAfter(ctx.db, chatId, query.after, query.before, query.limit + 1);
    hasMoreAfter = rows.length > query.limit;
    rows = rows.slice(0, query.limit);
    hasMoreBefore = true;
  } else {
    rows = await findMessagesBefore(ctx.db, chatId, query.before, query.limit + 1);
    hasMoreBefore = rows.length > query.limit;
    rows = rows.slice(0, query.limit).reverse();
    hasMoreAfter = query.before !== undefined;
  }
  return {
    data: await toMessages(ctx.db, rows),
    meta: { has_more_before: hasMoreBefore, has_more_after: hasMoreAfter },
  };
}

export async function listPins(ctx: ServiceContext, chatId: number): Promise<ChatMessage[]> {
  await openChat(ctx, ctx.db, chatId);
  const rows = await findPinnedMessages(ctx.db, chatId);
  return toMessages(ctx.db, rows);
}

/** A message's edits with their reasons: moderators and admins (both people of a direct chat). */
export async function listEdits(
  ctx: ServiceContext,
  chatId: number,
  messageId: number,
): Promise<ChatMessageEdit[]> {
  const access = await openChat(ctx, ctx.db, chatId);
  requireAbility(access, 'seeEditHistory');
  if (!(await findMessage(ctx.db, chatId, messageId))) throw notFound();
  const rows = await findMessageEdits(ctx.db, messageId);
  const people = await findPeople(
    ctx.db,
    rows.map((row) => row.editor_id).filter((id): id is number => id !== null),
  );
  return rows.map((row) => ({
    id: row.id,
    previous_body: row.previous_body,
    reason: row.reason || null,
    editor: row.editor_id === null ? null : (people.get(row.editor_id) ?? null),
    created_at: toIso(row.created_at),
  }));
}
