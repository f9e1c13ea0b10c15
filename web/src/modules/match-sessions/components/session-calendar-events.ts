import type { MatchSessionCalendarItem, MatchSessionStatus } from '@pickleball/domain';
import type { CalendarViewEvent } from '../../../components/calendar-view/calendar-view-model';
import { SESSION_STATUS_COLORS } from './session-labels';

/** Solid backgrounds with white text, readable in both themes (the status badges' palettes). */
export function sessionStatusColor(status: MatchSessionStatus): string {
  return `var(--chakra-colors-${SESSION_STATUS_COLORS[status]}-600)`;
}

/** Where the evening is played, in words: the registered court's name, else the venue typed. */
export function venueText(session: Pick<MatchSessionCalendarItem, 'venue_court' | 'venue'>): string | null {
  return session.venue_court?.name ?? (session.venue?.trim() || null);
}

/**
 * A session as the shared calendar's event: at its real start and end (a timed event, in the
 * reader's zone), its venue after its name, coloured by status, a cancelled one struck through.
 * Never dragged: its day and times change on its edit page.
 */
export function toSessionCalendarEvent(
  item: MatchSessionCalendarItem,
): CalendarViewEvent<MatchSessionCalendarItem> {
  const venue = venueText(item);
  return {
    id: String(item.id),
    title: venue ? `${item.name} · ${venue}` : item.name,
    start: item.starts_at,
    end: item.ends_at,
    allDay: false,
    color: sessionStatusColor(item.status),
    isCancelled: item.status === 'cancelled',
    isEditable: false,
    data: item,
  };
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The API's days (YYYY-MM-DD, inclusive) for the dates a view shows (its end exclusive), a day
 * wider on each side: a session's day is its own zone's, and the grid is the reader's, so an
 * evening near midnight may fall on the day before or after.
 */
export function sessionCalendarRange(range: { from: Date; to: Date }): { from: string; to: string } {
  const first = new Date(range.from.getTime());
  first.setDate(first.getDate() - 1);
  // `to` is the midnight after the last day shown: the day after it, inclusive.
  return { from: localDay(first), to: localDay(range.to) };
}
