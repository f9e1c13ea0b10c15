import type {
  ChatHistory,
  ChatPresenceEvent,
  ChatReadEvent,
} from '@pickleball/domain/chat/chat.messages.schemas';
import type { ChatMessage, PublicChatDetail } from '@pickleball/domain/chat/chat.schemas';
import type { ConnectionState } from './realtime';
import { mergeMessages, othersPositions } from './timeline';

/**
 * The conversation as the page holds it: the detail, the messages loaded so far, everyone's read
 * and delivered positions, who is online and who is typing, and the connection. One reducer, so
 * that history pages, socket events and answers to the page's own calls meet in one place.
 */
export interface Positions {
  read: number | null;
  delivered: number | null;
}

export interface ChatState {
  chat: PublicChatDetail;
  messages: ChatMessage[];
  history: 'loading' | 'ready' | 'failed';
  hasMoreBefore: boolean;
  older: 'idle' | 'loading' | 'failed';
  /** My read position when the page opened: the "new messages" divider follows it. */
  unreadMarker: number | null;
  /** My read position now (forward only). */
  lastRead: number | null;
  /** Read and delivered positions of the participants heard of since the page opened, by user id. */
  positions: Record<number, Positions>;
  /** The others' furthest positions as the channel's detail last said (forward only). */
  othersFloor: Positions;
  /** Who has the channel open, by user id. */
  online: number[];
  /** Who is typing, until when (epoch ms). */
  typing: Record<number, number>;
  connection: ConnectionState;
}

export type ChatAction =
  /** The newest page: merged with what events brought meanwhile, or in place of everything held. */
  | { type: 'history'; page: ChatHistory; replace: boolean }
  | { type: 'history_failed' }
  | { type: 'older_loading' }
  | { type: 'older'; page: ChatHistory }
  | { type: 'older_failed' }
  | { type: 'messages'; messages: ChatMessage[] }
  | { type: 'chat'; chat: PublicChatDetail }
  | { type: 'read'; event: ChatReadEvent; me: number }
  | { type: 'read_posted'; messageId: number }
  | { type: 'presence'; event: ChatPresenceEvent }
  | { type: 'typing'; userId: number; until: number }
  | { type: 'typing_expired'; now: number }
  | { type: 'connection'; state: ConnectionState };

const forward = (held: number | null, next: number | null) =>
  next === null ? held : held === null ? next : Math.max(held, next);

function floorOf(chat: PublicChatDetail, held: Positions = { read: null, delivered: null }): Positions {
  return {
    read: forward(held.read, chat.others_read_message_id),
    delivered: forward(held.delivered, chat.others_delivered_message_id),
  };
}

/** The furthest read and delivered positions of everyone but me: my messages' ticks. */
export function othersOf(state: Pick<ChatState, 'positions' | 'othersFloor'>, myId: number): Positions {
  const heard = othersPositions(
    Object.entries(state.positions).map(([id, position]) => ({
      user: { id: Number(id) },
      last_read_message_id: position.read,
      last_delivered_message_id: position.delivered,
    })),
    myId,
  );
  return {
    read: forward(state.othersFloor.read, heard.read),
    delivered: forward(state.othersFloor.delivered, heard.delivered),
  };
}

export function initialChatState(chat: PublicChatDetail): ChatState {
  return {
    chat,
    messages: [],
    history: 'loading',
    hasMoreBefore: false,
    older: 'idle',
    unreadMarker: chat.membership.last_read_message_id,
    lastRead: chat.membership.last_read_message_id,
    positions: {},
    othersFloor: floorOf(chat),
    online: chat.online_user_ids,
    typing: {},
    connection: 'connecting',
  };
}

function withoutTyping(typing: Record<number, number>, userIds: number[]): Record<number, number> {
  if (!userIds.some((id) => id in typing)) return typing;
  const next = { ...typing };
  for (const id of userIds) delete next[id];
  return next;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'history':
      return {
        ...state,
        // A reconnection after a long loss starts again from the newest page, without the gap.
        messages: mergeMessages(action.replace ? [] : state.messages, action.page.data),
        history: 'ready',
        hasMoreBefore: action.page.meta.has_more_before,
      };
    case 'history_failed':
      return { ...state, history: state.history === 'ready' ? 'ready' : 'failed' };
    case 'older_loading':
      return { ...state, older: 'loading' };
    case 'older':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.page.data),
        hasMoreBefore: action.page.meta.has_more_before,
        older: 'idle',
      };
    case 'older_failed':
      return { ...state, older: 'failed' };
    case 'messages': {
      const messages = action.messages.filter((message) => message.chat_id === state.chat.id);
      if (messages.length === 0) return state;
      return {
        ...state,
        messages: mergeMessages(state.messages, messages),
        // Whoever just sent a message has stopped typing it.
        typing: withoutTyping(
          state.typing,
          messages.flatMap((message) => (message.author ? [message.author.id] : [])),
        ),
      };
    }
    case 'chat':
      return {
        ...state,
        chat: action.chat,
        othersFloor: floorOf(action.chat, state.othersFloor),
        online: action.chat.online_user_ids,
        lastRead: forward(state.lastRead, action.chat.membership.last_read_message_id),
      };
    case 'read': {
      const { event } = action;
      if (event.chat_id !== state.chat.id) return state;
      const known = state.positions[event.user_id];
      return {
        ...state,
        positions: {
          ...state.positions,
          [event.user_id]: {
            read: forward(known?.read ?? null, event.last_read_message_id),
            delivered: forward(known?.delivered ?? null, event.last_delivered_message_id),
          },
        },
        // Another tab of mine read further.
        lastRead:
          event.user_id === action.me ? forward(state.lastRead, event.last_read_message_id) : state.lastRead,
      };
    }
    case 'read_posted':
      return { ...state, lastRead: forward(state.lastRead, action.messageId) };
    case 'presence': {
      const { user_id: userId, online } = action.event;
      const has = state.online.includes(userId);
      if (online === has) return state;
      return {
        ...state,
        online: online ? [...state.online, userId] : state.online.filter((id) => id !== userId),
      };
    }
    case 'typing':
      return { ...state, typing: { ...state.typing, [action.userId]: action.until } };
    case 'typing_expired': {
      const expired = Object.entries(state.typing)
        .filter(([, until]) => until <= action.now)
        .map(([id]) => Number(id));
      return expired.length === 0 ? state : { ...state, typing: withoutTyping(state.typing, expired) };
    }
    case 'connection':
      return state.connection === action.state ? state : { ...state, connection: action.state };
  }
}
