/**
 * Realtime (ARCHITECTURE.md "Realtime"): Socket.IO on the API's port at REALTIME_PATH. A client
 * connects (the handshake's `auth.token` may carry an access token), then asks for rooms with
 * `subscribe`; the server answers which it may join. Every message the server sends is an
 * `event` carrying a RealtimeEvent.
 */

import type {
  ChatChangedEvent,
  ChatPresenceEvent,
  ChatReadEvent,
  ChatTypingEvent,
} from '../chat/chat.messages.schemas';
import type { ChatMessage } from '../chat/chat.schemas';
import type { InboxItem } from '../inbox/inbox.schemas';
import type { Scoreboard } from '../matches/matches.schemas';
import type {
  DeliveryTotals,
  NotificationChannel,
  NotificationStatus,
} from '../notifications/notifications.schemas';
import type { PaymentStatus } from '../payments/payments.rules';
import type { Task } from '../tasks/tasks.schemas';
import type { TournamentChangedEvent } from '../tournaments/tournaments.views.schemas';

import { REALTIME_RESOURCES, type RealtimeResource } from './resources';

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

// The staff rooms live in their own file: a page that only listens (the public chat) does not
// download the table of permissions with the event names.
export { REALTIME_RESOURCES, type RealtimeResource } from './resources';

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

/** A record of a staff list changed or went (data: { id }), on its module's resource room. */
export interface RecordChanged {
  id: number;
}

/**
 * Every event and its payload, by name `<module>.<past tense>` (CONVENTIONS.md §6). The publisher
 * (server/src/platform/realtime.ts) and the web's `<module>.live.ts` files are typed by it: an
 * event sent with the wrong payload, or handled under a name that does not exist, fails to build.
 * docs/architecture.md's event table is checked against this map (scripts/check-docs-events).
 */
export interface RealtimeEventMap {
  /** The public scoreboard of a match changed: the whole board travels (no refetch). */
  'match.scoreboard_updated': Scoreboard;
  /** A match was created, edited, scored or moved in its workflow. */
  'match.updated': { id: number; status: string };
  'match.deleted': { id: number; status: string };
  /** A new in-app notification for the room's user. */
  'notification.created': InboxItem;
  /** A send's status or delivery counters moved, to staff on resource:notifications. */
  'notification.progress': {
    id: number;
    status: NotificationStatus;
    totals: DeliveryTotals;
    channel_totals?: Partial<Record<NotificationChannel, DeliveryTotals>>;
  };
  /** The room's user read inbox items: every open tab's bell follows. */
  'notification.read': { unread: number };
  /** A court import's progress (rows written), to the user running it. */
  'court.import_progress': { done: number; total: number };
  /** A court was created, edited, imported or restored (resource:courts). */
  'court.updated': RecordChanged;
  'court.deleted': RecordChanged;
  /** A court registration request was received, reviewed or deleted (resource:court-requests). */
  'court_request.updated': RecordChanged;
  'court_request.deleted': RecordChanged;
  /** A club's members or join requests changed (the count when members changed). */
  'club.members_changed': { club_id: number; member_count?: number };
  /** Ratings changed (id: the first player's): leaderboards and lists refresh. */
  'rankpoint.updated': { user_ids: number[]; source: string; match_id?: number };
  /**
   * To the sockets of a user whose roles or permissions just changed: the rooms they may no
   * longer join were left; the client refreshes its session for the new claims.
   */
  'session.access_changed': { permissions: string[] };
  /** A payment was created or moved: to staff on resource:payments and to the payer's own room. */
  'payment.updated': { id: number; status: PaymentStatus; refunded_amount: number };
  /** A match session was saved, edited or moved in its workflow (resource:match-sessions). */
  'match_session.updated': { id: number; status: string };
  'match_session.deleted': { id: number; status: string };
  /** Chat (room chat:<id>, id: the chat's): a new message. */
  'chat.message_created': ChatMessage;
  /** A message was edited, removed, pinned or reacted to. */
  'chat.message_updated': ChatMessage;
  /** A participant's read or delivered position moved; also to user:<me>. */
  'chat.read': ChatReadEvent;
  /** Someone is typing; ephemeral, never stored. */
  'chat.typing': ChatTypingEvent;
  /** A participant came online or went offline. */
  'chat.presence': ChatPresenceEvent;
  /** Settings or participants changed; to user:<id> of people added. */
  'chat.updated': ChatChangedEvent;
  /** I was removed from a conversation, to user:<me>. */
  'chat.removed': ChatChangedEvent;
  /** A task was created, edited, moved, archived or restored: the whole task (resource:tasks). */
  'task.updated': Task;
  /** A device was registered, changed, blocked, activated or deleted (resource:devices). */
  'device.updated': RecordChanged;
  /** A tournament, its entries or its bracket changed (resource:tournaments, tournament:<id> when public). */
  'tournament.updated': TournamentChangedEvent;
  'tournament.deleted': RecordChanged;
  /**
   * A meeting was created, changed, answered, cancelled or deleted: on resource:calendar and to
   * each participant's own room (the organiser's meeting page follows the answers).
   */
  'meeting.updated': { id: number; revision: number };
  /** A user was created, edited, activated, deactivated or given roles (resource:users). */
  'user.updated': RecordChanged;
  'user.deleted': RecordChanged;
  /** A role or its permissions changed (resource:roles). */
  'role.updated': RecordChanged;
  'role.deleted': RecordChanged;
  /** A static page was edited, published, unpublished or restored (resource:static-pages). */
  'static_page.updated': RecordChanged;
  'static_page.deleted': RecordChanged;
  /** A notification template changed (resource:notification-templates). */
  'notification_template.updated': RecordChanged;
  'notification_template.deleted': RecordChanged;
  /** An e-mail template changed (resource:email-templates). */
  'email_template.updated': RecordChanged;
  'email_template.deleted': RecordChanged;
  /** A notification provider (e-mail, SMS, Zalo, push) was configured, switched or removed (resource:notification-providers). */
  'notification_provider.updated': RecordChanged;
  'notification_provider.deleted': RecordChanged;
}

export type RealtimeEventType = keyof RealtimeEventMap;

/** Every event name, for code that must list them (the docs check, the web's dispatch test). */
export const REALTIME_EVENT_TYPES = [
  'match.scoreboard_updated',
  'match.updated',
  'match.deleted',
  'notification.created',
  'notification.progress',
  'notification.read',
  'court.import_progress',
  'court.updated',
  'court.deleted',
  'court_request.updated',
  'court_request.deleted',
  'club.members_changed',
  'rankpoint.updated',
  'session.access_changed',
  'payment.updated',
  'match_session.updated',
  'match_session.deleted',
  'chat.message_created',
  'chat.message_updated',
  'chat.read',
  'chat.typing',
  'chat.presence',
  'chat.updated',
  'chat.removed',
  'task.updated',
  'device.updated',
  'tournament.updated',
  'tournament.deleted',
  'meeting.updated',
  'user.updated',
  'user.deleted',
  'role.updated',
  'role.deleted',
  'static_page.updated',
  'static_page.deleted',
  'notification_template.updated',
  'notification_template.deleted',
  'email_template.updated',
  'email_template.deleted',
  'notification_provider.updated',
  'notification_provider.deleted',
] as const satisfies readonly RealtimeEventType[];

/** The list above names every event of the map, no more (a compile-time check). */
type MissingFromList = Exclude<RealtimeEventType, (typeof REALTIME_EVENT_TYPES)[number]>;
const everyEventListed: MissingFromList extends never ? true : MissingFromList = true;
void everyEventListed;

/** An event as it travels: its name, the id of what it is about, and the name's payload. */
export type RealtimeEvent<K extends RealtimeEventType = RealtimeEventType> = {
  [P in K]: { type: P; id: number | string; data: RealtimeEventMap[P] };
}[K];

export interface SubscribeAck {
  joined: string[];
  denied: string[];
}
