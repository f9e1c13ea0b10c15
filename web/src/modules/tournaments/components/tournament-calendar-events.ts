import type { TournamentCalendarItem, TournamentStatus } from '@pickleball/domain';
import type { CalendarViewEvent } from '../../../components/calendar-view/calendar-view-model';
import { TOURNAMENT_STATUS_COLORS } from './tournament-labels';

/** The day after a calendar date (YYYY-MM-DD), in UTC so no time zone moves it. */
export function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Solid backgrounds with white text, readable in both themes (the status badges' palettes). */
export function statusColor(status: TournamentStatus): string {
  return `var(--chakra-colors-${TOURNAMENT_STATUS_COLORS[status]}-600)`;
}

/**
 * A tournament as the shared calendar's event: all its days (the grid's end is the exclusive
 * day after the last), coloured by status, a cancelled one struck through. Never dragged: its
 * dates change in its form.
 */
export function toCalendarEvent(item: TournamentCalendarItem): CalendarViewEvent<TournamentCalendarItem> {
  return {
    id: String(item.id),
    title: item.name,
    start: item.start_date,
    end: dayAfter(item.end_date),
    allDay: true,
    color: statusColor(item.status),
    isCancelled: item.status === 'cancelled',
    isEditable: false,
    data: item,
  };
}

/** The API's range (YYYY-MM-DD, inclusive) for the days a view shows (its end is exclusive). */
export function calendarQueryRange(range: { from: Date; to: Date }): { from: string; to: string } {
  const local = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const last = new Date(range.to.getTime());
  last.setDate(last.getDate() - 1);
  return { from: local(range.from), to: local(last) };
}
