/**
 * Chat (SPEC §3 "Chat", §4, §5, §6, §8; issue 17): the rules both sides follow, zod-free so
 * that the public chat's light bundle can import them (`@pickleball/domain/chat/chat.rules`).
 */

/** SPEC §9. */
export const CHAT_TYPES = ['direct', 'group', 'channel', 'announcement'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
/** The kinds of conversation created with a name and a list of participants (a direct chat is got or created). */
export const NAMED_CHAT_TYPES = ['group', 'channel', 'announcement'] as const;
export type NamedChatType = (typeof NAMED_CHAT_TYPES)[number];

/** SPEC §4: a conversation's status; "muted" is each member's own setting (`muted`). */
export const CHAT_STATUSES = ['active', 'inactive', 'archived'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** SPEC §6. */
export const CHAT_MEMBER_ROLES = ['admin', 'moderator', 'member'] as const;
export type ChatMemberRole = (typeof CHAT_MEMBER_ROLES)[number];

/** What a message is: typed text (with attachments), or a line the system writes (someone joined…). */
export const CHAT_MESSAGE_TYPES = ['text', 'system'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The fixed set of reactions (toggled per person). */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🎉'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** The longest message body, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** The longest edit or removal reason. */
export const CHAT_REASON_MAX_LENGTH = 300;
/** Attachments on one message. */
export const CHAT_ATTACHMENTS_MAX = 6;
/** People mentioned in one message. */
export const CHAT_MENTIONS_MAX = 50;
/** Participants chosen when a conversation is created or members are added in one go. */
export const CHAT_PARTICIPANTS_MAX = 500;
/** A client's id for a message it sends (so that a message resent after a lost connection is stored once). */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** History pages: messages per request (default, most). */
export const CHAT_HISTORY_PAGE = 50;
export const CHAT_HISTORY_PAGE_MAX = 100;
/** Flood control: at most this many messages per person in the window (then 429 `chat.rate_limited`). */
export const CHAT_RATE_LIMIT = { messages: 20, windowSeconds: 10 } as const;
/** A typing indicator disappears this long after the last keystroke event. */
export const CHAT_TYPING_TIMEOUT_MS = 5000;
/** A client sends a typing event at most this often while the person types. */
export const CHAT_TYPING_THROTTLE_MS = 2000;

/** Files (not images) a message may carry: type and size checks (images go through the image upload service). */
export const CHAT_FILE_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/msword': 'DOC',
  'application/vnd.ms-excel': 'XLS',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Socket.IO messages a client sends about a conversation (beyond subscribe/unsubscribe). */
export const CHAT_TYPING = 'chat:typing';
/** `{ chat_id, message_id }`: the messages up to this one reached this device. */
export const CHAT_DELIVERED = 'chat:delivered';

/** What a participant may do in a conversation, from their role there and its type and status. */
export interface ChatAbilities {
  /** Write messages (and react). */
  post: boolean;
  /** Add and remove participants and change their roles. */
  manageMembers: boolean;
  /** Rename, describe, change the status. */
  editSettings: boolean;
  /** Remove other people's messages (with a reason). */
  moderate: boolean;
  /** Pin and unpin messages. */
  pin: boolean;
  /** Read the edit history (with reasons) of messages. */
  seeEditHistory: boolean;
}

/** SPEC §6 with the issue's rules: admins manage, moderators clean up, announcements are theirs to post. */
export function chatAbilities(role: ChatMemberRole, type: ChatType, status: ChatStatus): ChatAbilities {
  const staff = role === 'admin' || role === 'moderator';
  const open = status === 'active';
  const direct = type === 'direct';
  return {
    post: open && (type !== 'announcement' || staff),
    manageMembers: !direct && role === 'admin',
    editSettings: !direct && role === 'admin',
    moderate: !direct && staff,
    pin: open && (direct || staff),
    seeEditHistory: direct || staff,
  };
}

/** Unread messages from the counters (O(1)): messages in the conversation minus the ones this member read. */
export function unreadCount(messageCount: number, readCount: number): number {
  return Math.max(0, messageCount - readCount);
}

/** A piece of a message body as shown: text, a link (http/https only), or a mention of a participant. */
export type ChatBodyPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userId: number };

const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+/giu;
/** Trailing punctuation that ends a sentence, not a link ("see https://x.vn/a."). */
const LINK_TRAILING = /[.,;:!?)\]}'"]+$/u;
/** Query parameters that only track who clicked: removed from shown links. */
const TRACKING_PARAMS = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_eid|mc_cid|zarsrc|igshid|_hsenc|_hsmi)$/i;

/** scheme, host (letters, digits, dots, hyphens, an optional port), then the rest. */
const LINK_PARTS = /^(https?):\/\/([\p{L}\p{N}.-]+(?::\d{1,5})?)([/?#][^\s]*)?$/iu;

/**
 * A link as it is safe to open: http(s) with a plain host (no user name or password, no script
 * scheme), tracking parameters removed; null when it is not one. Written without URL so that
 * domain stays free of any platform's globals.
 */
export function safeLink(raw: string): string | null {
  const parts = LINK_PARTS.exec(raw);
  if (!parts) return null;
  const [, scheme, host, rest = ''] = parts;
  if (!host || host.startsWith('.') || host.startsWith('-')) return null;
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt < 0 ? rest : rest.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : rest.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query =
    queryAt < 0
      ? ''
      : beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter((pair) => pair !== '' && !TRACKING_PARAMS.test(pair.split('=')[0] ?? ''))
          .join('&');
  return `${scheme?.toLowerCase()}://${host.toLowerCase()}${path || '/'}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Splits a body into text, links and mentions for display (never as HTML: each part is rendered
 * as text or as an anchor with rel="noopener noreferrer nofollow"). A mention is `@` followed by
 * the name of one of `mentioned` (longest names first), as the composer inserts it.
 */
export function splitChatBody(
  body: string,
  mentioned: readonly { id: number; name: string }[] = [],
): ChatBodyPart[] {
  const parts: ChatBodyPart[] = [];
  const names = [...mentioned].filter((person) => person.name).sort((a, b) => b.name.length - a.name.length);
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  const pushMentions = (text: string) => {
    let rest = text;
    while (rest) {
      const at = rest.indexOf('@');
      if (at < 0) break;
      const after = rest.slice(at + 1);
      const person = names.find((candidate) => after.startsWith(candidate.name));
      if (!person) {
        pushText(rest.slice(0, at + 1));
        rest = after;
        continue;
      }
      pushText(rest.slice(0, at));
      parts.push({ kind: 'mention', text: `@${person.name}`, userId: person.id });
      rest = after.slice(person.name.length);
    }
    pushText(rest);
  };
  let cursor = 0;
  for (const match of body.matchAll(LINK_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(LINK_TRAILING, '');
    const href = safeLink(raw);
    if (!href) continue;
    pushMentions(body.slice(cursor, start));
    parts.push({ kind: 'link', text: raw, href });
    cursor = start + raw.length;
  }
  pushMentions(body.slice(cursor));
  return parts;
}

/** The first characters of a body for a list preview or a quoted reply (one line). */
export function chatPreview(body: string, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
