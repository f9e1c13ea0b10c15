import type {
  ChatDetail,
  ChatMessage,
  ChatReadEvent,
  ChatReadState,
  ChatSummary,
  ChatUnreadTotals,
} from '@pickleball/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DataResponse } from '../../lib/api-client';
import type { ChatListData } from './api/list-chats';
import { type ChatListParams, chatKeys } from './chat.keys';
import { isViewingNewest, stopTyping } from './chat-live';
import { updateListRows } from './components/list-rows';
import { type ChatMessagesData, withMessage, withUpdatedMessage } from './components/message-cache';
import { withReadEvent } from './components/message-status';
import { adjustTotals, bumpSummary, placeSummary, toLastMessage, withReadState } from './components/unread';

/**
 * How the chat's query cache changes, whoever learns of the change: the realtime handlers
 * (./chat-realtime), the page's own requests (a message sent, a read position), the outbox. One
 * place, so that a message arriving twice (the send's answer and the event) changes things once.
 */

type DetailData = DataResponse<ChatDetail>;

/**
 * Whether a list without this conversation should now show it, so is fetched again: the plain
 * list (no search, not archived) always, the unread list for a message of someone else.
 */
const belongsInList = (key: readonly unknown[], message: ChatMessage, myId: number) => {
  const params = key[2] as ChatListParams | undefined;
  if (!params || params.search) return false;
  if (params.filter === 'all') return true;
  return params.filter === 'unread' && message.type === 'text' && message.author?.id !== myId;
};

function updateTotals(client: QueryClient, before: ChatSummary | null, after: ChatSummary | null): void {
  const totals = client.getQueryData<DataResponse<ChatUnreadTotals>>(chatKeys.unread());
  if (before && after && totals) {
    if (before !== after)
      client.setQueryData<DataResponse<ChatUnreadTotals>>(chatKeys.unread(), {
        ...totals,
        data: adjustTotals(totals.data, before, after),
      });
    return;
  }
  void client.invalidateQueries({ queryKey: chatKeys.unread() });
}

/**
 * A new message (realtime, the send's answer, a catch-up): the conversation, the list, the totals.
 * A conversation held in a list has its counts moved here and the totals adjusted by the same
 * amounts; one held nowhere (older than the pages loaded) has the lists that should show it and
 * the totals fetched again.
 */
export function storeNewMessage(client: QueryClient, message: ChatMessage, myId: number): void {
  const chatId = message.chat_id;
  client.setQueryData<ChatMessagesData>(chatKeys.messages(chatId), (held) => withMessage(held, message));
  if (message.author) stopTyping(chatId, message.author.id);
  const context = { myId, isViewing: isViewingNewest(chatId) };
  let before: ChatSummary | null = null;
  let after: ChatSummary | null = null;
  for (const [key, data] of client.getQueriesData<ChatListData>({ queryKey: chatKeys.lists() })) {
    if (!data) continue;
    const row = data.pages.flatMap((page) => page.data).find((summary) => summary.id === chatId);
    if (!row) {
      if (belongsInList(key, message, myId)) void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const bumped = bumpSummary(row, message, context);
    before ??= row;
    after ??= bumped;
    if (bumped !== row)
      client.setQueryData<ChatListData>(key, (shown) =>
        updateListRows(shown, (rows) => placeSummary(rows, bumped)),
      );
  }
  const detail = client.getQueryData<DetailData>(chatKeys.detail(chatId));
  if (detail) {
    const bumped = bumpSummary(detail.data, message, context);
    before ??= detail.data;
    after ??= bumped;
    if (bumped !== detail.data)
      client.setQueryData<DetailData>(chatKeys.detail(chatId), { ...detail, data: bumped });
  }
  updateTotals(client, before, after);
}

/** A message edited, removed, pinned or reacted to. */
export function storeUpdatedMessage(client: QueryClient, message: ChatMessage): void {
  const chatId = message.chat_id;
  client.setQueryData<ChatMessagesData>(chatKeys.messages(chatId), (held) =>
    withUpdatedMessage(held, message),
  );
  if (client.getQueryData(chatKeys.pins(chatId)))
    void client.invalidateQueries({ queryKey: chatKeys.pins(chatId) });
  const preview = (summary: ChatSummary) =>
    summary.id === chatId && summary.last_message?.id === message.id
      ? { ...summary, last_message: toLastMessage(message) }
      : summary;
  client.setQueriesData<ChatListData>({ queryKey: chatKeys.lists() }, (data) =>
    updateListRows(data, (rows) => (rows.some((row) => preview(row) !== row) ? rows.map(preview) : rows)),
  );
}

/** My read position moved (my POST read's answer): the list's counts and the totals follow. */
export function storeReadState(client: QueryClient, state: ChatReadState): void {
  const apply = (summary: ChatSummary) =>
    summary.id === state.chat_id ? withReadState(summary, state) : summary;
  client.setQueriesData<ChatListData>({ queryKey: chatKeys.lists() }, (data) =>
    updateListRows(data, (rows) => (rows.some((row) => row.id === state.chat_id) ? rows.map(apply) : rows)),
  );
  client.setQueryData<DetailData>(chatKeys.detail(state.chat_id), (detail) =>
    detail ? { ...detail, data: withReadState(detail.data, state) } : detail,
  );
  void client.invalidateQueries({ queryKey: chatKeys.unread() });
}

/** A participant's read or delivered position moved (the ticks and "Seen by" follow); mine: another tab read. */
export function storeReadEvent(client: QueryClient, event: ChatReadEvent, myId: number): void {
  client.setQueryData<DetailData>(chatKeys.detail(event.chat_id), (detail) =>
    detail
      ? { ...detail, data: { ...detail.data, members: withReadEvent(detail.data.members, event) } }
      : detail,
  );
  if (event.user_id === myId) {
    void client.invalidateQueries({ queryKey: chatKeys.lists() });
    void client.invalidateQueries({ queryKey: chatKeys.unread() });
  }
}

/** The server's new state of a conversation (after a settings, membership or participants change). */
export function storeDetail(client: QueryClient, detail: ChatDetail): void {
  client.setQueryData<DetailData>(chatKeys.detail(detail.id), (held) => ({ ...held, data: detail }));
  // Pinning and archiving move it in or out of lists: they are fetched again.
  void client.invalidateQueries({ queryKey: chatKeys.lists() });
  void client.invalidateQueries({ queryKey: chatKeys.unread() });
}

/** I left or was removed: the conversation leaves the cache and the lists. */
export function dropChat(client: QueryClient, chatId: number): void {
  client.removeQueries({ queryKey: chatKeys.detail(chatId) });
  client.removeQueries({ queryKey: chatKeys.messages(chatId) });
  client.removeQueries({ queryKey: chatKeys.pins(chatId) });
  client.setQueriesData<ChatListData>({ queryKey: chatKeys.lists() }, (data) =>
    updateListRows(data, (rows) =>
      rows.some((row) => row.id === chatId) ? rows.filter((row) => row.id !== chatId) : rows,
    ),
  );
  void client.invalidateQueries({ queryKey: chatKeys.unread() });
}
