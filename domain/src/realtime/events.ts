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

export type ParsedRoom =
  | { kind: 'scoreboard'; id: number }
  | { kind: 'user'; id: number }
  | { kind: 'chat'; id: number }
  | { kind: 'tournament'; id: number }
  | { kind: 'resource'; resource: RealtimeResource };

/**
 * A room name as the client wrote it, checked for its form; null when it is no room of ours. A
 * staff room's name is checked against the modules' declarations by whoever grants it (the
 * server knows which exist; the domain does not list them).
 */
export function parseRoom(room: unknown): ParsedRoom | null {
  if (typeof room !== 'string' || room.length > 64) return null;
  const match = /^(scoreboard|user|chat|tournament):([1-9]\d{0,9})$/.exec(room);
  if (match) return { kind: match[1] as 'scoreboard' | 'user' | 'chat' | 'tournament', id: Number(match[2]) };
  const resource = /^resource:([a-z-]+)$/.exec(room)?.[1];
  return resource ? { kind: 'resource', resource: resource as RealtimeResource } : null;
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
 * Every event and its payload, by name `<record>.<what happened>` (docs/architecture.md
 * "Realtime"). Empty here: each module adds its own from `domain/src/<module>/<module>.events.ts`
 * (declare-live.ts). The publisher (server/src/platform/realtime.ts) and the web's
 * `<module>.live.ts` files are typed by it: an event sent with the wrong payload, or handled
 * under a name that does not exist, fails to build. docs/realtime-events.md is generated from
 * those files (`npm run docs:events`) and checked against them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations (declaration merging)
export interface RealtimeEventMap {}

/**
 * The staff rooms `resource:<name>`, each with the permission that lets one listen; filled the
 * same way by the modules.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations (declaration merging)
export interface RealtimeResourceMap {}

export type RealtimeEventType = keyof RealtimeEventMap;
export type RealtimeResource = keyof RealtimeResourceMap & string;

/** An event as it travels: its name, the id of what it is about, and the name's payload. */
export type RealtimeEvent<K extends RealtimeEventType = RealtimeEventType> = {
  [P in K]: { type: P; id: number | string; data: RealtimeEventMap[P] };
}[K];

export interface SubscribeAck {
  joined: string[];
  denied: string[];
}
