// Types only: the bell is in every page's frame, and the domain's values would bring zod along.
import type { InboxItem, InboxType, NotificationCategory } from '@pickleball/domain';
// Only the keys' file (no zod): a sent notification's category badge.
import { INBOX_CATEGORY_LABELS } from '@pickleball/domain/notifications/notifications.labels';

/** Each notification type's sentence, with the full keys written out (CONVENTIONS §8). */
export const INBOX_TYPE_KEYS: Record<InboxType, string> = {
  match_confirmation_requested: 'inbox:types.match_confirmation_requested',
  match_disputed: 'inbox:types.match_disputed',
  match_approved: 'inbox:types.match_approved',
  match_rejected: 'inbox:types.match_rejected',
  notification: 'inbox:types.notification',
};

/** What a sent notification (type `notification`) shows: its subject, a line of content, its category. */
export interface SentNotificationText {
  subject: string | null;
  content: string | null;
  category: NotificationCategory | null;
}

const isCategory = (value: unknown): value is NotificationCategory =>
  typeof value === 'string' && Object.hasOwn(INBOX_CATEGORY_LABELS, value);
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A sent notification's texts from its data; null for the other types. */
export function sentNotificationText(item: InboxItem): SentNotificationText | null {
  if (item.type !== 'notification') return null;
  return {
    subject: textOf(item.data.subject),
    // One line: the bell is narrow, the whole text is where the link leads.
    content: textOf(item.data.content)?.replace(/\s+/g, ' ') ?? null,
    category: isCategory(item.data.category) ? item.data.category : null,
  };
}

/** An https address a sent notification links to (opened in a new tab); null for a path inside the app. */
export function inboxItemExternalLink(item: InboxItem): string | null {
  if (item.type !== 'notification') return null;
  const link = item.data.link;
  return typeof link === 'string' && /^https:\/\/\S+$/.test(link) ? link : null;
}

/** Where the dashboard lists the matches a player still has to answer for. */
export const AWAITING_CONFIRMATION_ANCHOR = 'awaiting-confirmation';

/**
 * Where a notification leads: a confirmation request opens the dashboard card where the player
 * answers (players hold no back-office permission); the others open the match for staff who may
 * view matches, else the dashboard.
 */
export function inboxItemLink(item: InboxItem, canViewMatches: boolean): string {
  // A sent notification carries its own link: a path inside the app (an outside address opens apart).
  if (item.type === 'notification')
    return typeof item.data.link === 'string' && /^\/(?!\/)/.test(item.data.link)
      ? item.data.link
      : '/dashboard';
  const matchId = typeof item.data.match_id === 'number' ? item.data.match_id : Number(item.data.match_id);
  if (item.type === 'match_confirmation_requested') return `/dashboard#${AWAITING_CONFIRMATION_ANCHOR}`;
  if (canViewMatches && Number.isInteger(matchId) && matchId > 0) return `/matches/${matchId}`;
  return '/dashboard';
}

/** The values a notification's sentence may use, with a readable stand-in for what is missing. */
export function inboxItemValues(item: InboxItem, fallbackEvent: string): Record<string, string | number> {
  const values: Record<string, string | number> = { event: fallbackEvent };
  for (const [key, value] of Object.entries(item.data))
    if (value !== null && value !== undefined)
      values[key] = typeof value === 'boolean' ? String(value) : value;
  return values;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "5 minutes ago", "yesterday", in the user's language; under a minute `justNow` ("just now",
 * "vừa xong"): Intl would say "this minute", "phút này".
 */
export function formatRelativeTime(iso: string, locale: string, justNow: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = time - now;
  if (Math.abs(elapsed) < 60_000) return justNow;
  const format = new Intl.RelativeTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { numeric: 'auto' });
  for (const [unit, ms] of UNITS)
    if (Math.abs(elapsed) >= ms || unit === 'minute') return format.format(Math.round(elapsed / ms), unit);
  return '';
}
