/**
 * Realtime (ARCHITECTURE.md "Realtime"): Socket.IO on the API's port at REALTIME_PATH. A client
 * connects (the handshake's `auth.token` may carry an access token), then asks for rooms with
 * `subscribe`; the server answers which it may join. Every message the server sends is an
 * `event` carrying a RealtimeEvent.
 */

export const REALTIME_PATH = '/realtime';

/** Client → server messages (with an acknowledgement callback). */
export const SUBSCRIBE = 'subscribe';
export const UNSUBSCRIBE = 'unsubscribe';
/** Server → client: every event, whatever its room. */
export const EVENT = 'event';

/**
 * Rooms:
 * - `scoreboard:<matchId>`: public, read-only;
 * - `user:<userId>`: that user only (in-app notifications);
 * - `resource:<module>`: staff holding the module's view permission (lists and details refresh);
 * - `chat:<chatId>`: the chat's participants (and anyone signed in, for the public channel);
 * - `tournament:<tournamentId>`: public, read-only; events reach it only while the tournament is public.
 */
export type RealtimeRoom =
  | `scoreboard:${number}`
  | `user:${number}`
  | `resource:${RealtimeResource}`
  | `chat:${number}`
  | `tournament:${number}`;

/** Modules whose changes are broadcast to staff, with the permission that lets one listen. */
export const REALTIME_RESOURCES = {
  matches: 'match.view',
  'match-sessions': 'match.view',
  clubs: 'club.view',
  rankpoints: 'rankpoint.view',
  notifications: 'notification.view',
  payments: 'payment.view',
  tasks: 'task.view',
  devices: 'device.view',
  tournaments: 'tournament.view',
  calendar: 'calendar.view',
} as const;
export type RealtimeResource = keyof typeof REALTIME_RESOURCES;

export type ParsedRoom =
  | { kind: 'scoreboard'; id: number }
  | { kind: 'user'; id: number }
  | { kind: 'chat'; id: number }
  | { kind: 'tournament'; id: number }
  | { kind: 'resource'; resource: RealtimeResource };

/** A room name as the client wrote it, checked; null when it is no room of ours. */
export function parseRoom(room: unknown): ParsedRoom | null {
  if (typeof room !== 'string' || room.length > 64) return null;
  const match = /^(scoreboard|user|chat|tournament):([1-9]\d{0,9})$/.exec(room);
  if (match) return { kind: match[1] as 'scoreboard' | 'user' | 'chat' | 'tournament', id: Number(match[2]) };
  const resource = /^resource:([a-z-]+)$/.exec(room)?.[1];
  if (resource && Object.hasOwn(REALTIME_RESOURCES, resource))
    return { kind: 'resource', resource: resource as RealtimeResource };
  return null;
}

export const scoreboardRoom = (matchId: number): RealtimeRoom => `scoreboard:${matchId}`;
export const userRoom = (userId: number): RealtimeRoom => `user:${userId}`;
export const chatRoom = (chatId: number): RealtimeRoom => `chat:${chatId}`;
export const tournamentRoom = (tournamentId: number): RealtimeRoom => `tournament:${tournamentId}`;
export const resourceRoom = (resource: RealtimeResource): RealtimeRoom => `resource:${resource}`;

/** Event names: `<module>.<past tense>` (CONVENTIONS.md §6). */
export const REALTIME_EVENT_TYPES = [
  /** The public scoreboard of a match changed (data: Scoreboard). */
  'match.scoreboard_updated',
  /** A match was created, edited, scored or moved in its workflow (data: { id, status }). */
  'match.updated',
  'match.deleted',
  /** A new in-app notification for the room's user (data: InboxItem). */
  'notification.created',
  /** A send's status or delivery counters moved (data: { id, status, totals }), to staff on resource:notifications. */
  'notification.progress',
  /** The room's user read inbox items (data: { unread }): every open tab's bell follows. */
  'notification.read',
  /** A court import's progress, to the user running it (data: { done, total } rows written). */
  'court.import_progress',
  /** A club's members or join requests changed (data: { club_id, member_count? }: the count when members changed). */
  'club.members_changed',
  /** Ratings changed (data: { user_ids, source, match_id? }; id: the first player's): leaderboards and lists refresh. */
  'rankpoint.updated',
  /**
   * To the sockets of a user whose roles or permissions just changed (data: { permissions }): the
   * rooms they may no longer join were left; the client refreshes its session for the new claims.
   */
  'session.access_changed',
  /**
   * A payment was created or moved (data: { id, status, refunded_amount }): to staff on
   * resource:payments and to the payer's own room (their pay page follows the gateway's word).
   */
  'payment.updated',
  /** A match session was saved, edited or moved in its workflow (data: { id, status }), on resource:match-sessions. */
  'match_session.updated',
  'match_session.deleted',
  /** Chat (room chat:<id>, id: the chat's; domain/src/chat/chat.schemas.ts): a new message (data: ChatMessage). */
  'chat.message_created',
  /** A message was edited, removed, pinned or reacted to (data: ChatMessage). */
  'chat.message_updated',
  /** A participant's read or delivered position moved (data: ChatReadEvent); also to user:<me>. */
  'chat.read',
  /** Someone is typing (data: ChatTypingEvent); ephemeral, never stored. */
  'chat.typing',
  /** A participant came online or went offline (data: ChatPresenceEvent). */
  'chat.presence',
  /** Settings or participants changed (data: ChatChangedEvent); to user:<id> of people added. */
  'chat.updated',
  /** I was removed from a conversation (data: ChatChangedEvent), to user:<me>. */
  'chat.removed',
  /** A task was created, edited, moved, archived or restored (data: the whole Task, with its revision), on resource:tasks. */
  'task.updated',
  /** A device was registered, changed, blocked, activated or deleted (data: { id }), on resource:devices. */
  'device.updated',
  /**
   * A tournament, its entries or its bracket changed (data: TournamentChangedEvent), on
   * resource:tournaments and, for a public tournament, on tournament:<id>.
   */
  'tournament.updated',
  /** A tournament was deleted (data: { id }), on resource:tournaments. */
  'tournament.deleted',
  /** A meeting was created, changed, answered, cancelled or deleted (data: { id, revision }), on resource:calendar. */
  'meeting.updated',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface RealtimeEvent<T = unknown> {
  type: RealtimeEventType;
  id: number | string;
  data: T;
}

export interface SubscribeAck {
  joined: string[];
  denied: string[];
}
