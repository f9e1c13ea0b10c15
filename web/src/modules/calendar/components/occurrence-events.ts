import type { MeetingPriority, MeetingType, Occurrence } from '@pickleball/domain';
import type { CalendarViewEvent } from '../../../components/calendar-view/calendar-view-model';
import { browserDate, dayAfter, fromLocalFields, toLocalFields } from './meeting-times';

/**
 * Occurrences as the shared calendar's events, and a move on the grid back as instants. Colours
 * by type or by priority; cancelled ones struck through; all-day occurrences as dates of their
 * own zone (the grid draws all-day events on dates, not instants, so a Hanoi all-day meeting stays
 * on its day for a reader in London).
 */

export const COLOR_MODES = ['type', 'priority'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Chakra palettes (the badges use the same). */
export const TYPE_PALETTES: Record<MeetingType, string> = {
  meeting: 'blue',
  call: 'teal',
  event: 'purple',
  reminder: 'orange',
};
export const PRIORITY_PALETTES: Record<MeetingPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** A stable id per occurrence: the series and the occurrence's name in it. */
export function occurrenceId(occurrence: Pick<Occurrence, 'meeting_id' | 'original_start'>): string {
  return `${occurrence.meeting_id}@${occurrence.original_start}`;
}

export function occurrenceColor(occurrence: Occurrence, mode: ColorMode): string {
  const palette = mode === 'type' ? TYPE_PALETTES[occurrence.type] : PRIORITY_PALETTES[occurrence.priority];
  // Solid backgrounds with white text: readable in both themes.
  return `var(--chakra-colors-${palette}-600)`;
}

export function toCalendarEvent(occurrence: Occurrence, mode: ColorMode): CalendarViewEvent<Occurrence> {
  const zone = occurrence.timezone;
  return {
    id: occurrenceId(occurrence),
    title: occurrence.title,
    start: occurrence.all_day ? toLocalFields(occurrence.start_at, zone).date : occurrence.start_at,
    // The end instant is the midnight after the last day, so its date is the exclusive end the grid wants.
    end: occurrence.all_day ? toLocalFields(occurrence.end_at, zone).date : occurrence.end_at,
    allDay: occurrence.all_day,
    color: occurrenceColor(occurrence, mode),
    isCancelled: occurrence.status === 'cancelled',
    isEditable: occurrence.can_edit && occurrence.status !== 'cancelled',
    data: occurrence,
  };
}

/**
 * Where the grid put a moved event, as the API's instants: a timed event's are instants already;
 * an all-day one's are the browser's local dates, read as dates of the meeting's zone.
 */
export function gridToInstants(
  change: { start: Date; end: Date; allDay: boolean },
  timeZone: string,
): { start_at: string; end_at: string } | null {
  if (!change.allDay) return { start_at: change.start.toISOString(), end_at: change.end.toISOString() };
  const start = fromLocalFields({ date: browserDate(change.start), time: '' }, timeZone, true);
  // The grid's end is the midnight after the last day: the day before it is the last one.
  const last = new Date(change.end.getTime() - 1);
  const end = dayAfter(browserDate(last), timeZone);
  return start && end ? { start_at: start, end_at: end } : null;
}
