import { capitalizeFirst, formatWeekdayDate } from '../../lib/format';

/**
 * What a page gives the shared calendar and what it gets back, without FullCalendar's types: the
 * meetings calendar and the tournaments' month view feed it their own events. Pure, so the
 * mapping is tested without a DOM.
 */

/** The views a calendar offers, by the names pages and URLs use. */
export const CALENDAR_VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

/** FullCalendar's view for each (the list shows the month, as the month view does). */
export const FULLCALENDAR_VIEWS: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

export function toViewName(fullCalendarView: string): CalendarViewName {
  const found = CALENDAR_VIEWS.find((name) => FULLCALENDAR_VIEWS[name] === fullCalendarView);
  return found ?? 'month';
}

export function isCalendarViewName(value: unknown): value is CalendarViewName {
  return typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/** One event shown: ISO instants, or `YYYY-MM-DD` dates for an all-day event (end exclusive: the day after its last). */
export interface CalendarViewEvent<T> {
  /** Unique among the events shown (a recurring meeting shows once per occurrence). */
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  /** Background and border (any CSS colour, a Chakra variable included); text stays readable on it. */
  color: string;
  textColor?: string;
  /** Drawn struck through and faded (a cancelled meeting). */
  isCancelled?: boolean;
  /** Whether it may be dragged to another time and resized. */
  isEditable?: boolean;
  /** What the page gets back on a click or a move. */
  data: T;
}

/** The dates a view shows (the month view includes the days of the weeks around it). */
export interface CalendarRange {
  from: Date;
  to: Date;
  view: CalendarViewName;
  /** The date the view is about (the month's first day, the week's first day, the day). */
  date: Date;
}

/** A time chosen on the grid: a click on a slot or day, or a dragged range. */
export interface CalendarSlot {
  start: Date;
  end: Date;
  allDay: boolean;
}

/** An event dragged elsewhere or resized; `revert` puts it back (the change was refused or abandoned). */
export interface CalendarEventChange<T> {
  data: T;
  start: Date;
  end: Date;
  allDay: boolean;
  revert: () => void;
}

/** The texts of the toolbar, from the page's namespace. */
export interface CalendarViewLabels {
  today: string;
  previous: string;
  next: string;
  views: Record<CalendarViewName, string>;
}

/** The first day of the week: Monday in Vietnamese (and ISO), Sunday in American English. */
export function firstDayOfWeek(language: string): 0 | 1 {
  return language.startsWith('vi') ? 1 : 0;
}

/** The calendar's language: FullCalendar knows 'vi' through its locale file; English is built in. */
export function calendarLocale(language: string): 'vi' | 'en' {
  return language.startsWith('vi') ? 'vi' : 'en';
}

/** A date as `YYYY-MM-DD` in the browser's zone (the view's date in a URL). */
export function toDateParam(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` → that day's local midnight; anything else → null. */
export function fromDateParam(text: string | null): Date | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : null;
}

/**
 * A day's heading in the day view and the list, from the app's formatter ("Thứ 3, 8 thg 12, 2026",
 * the meetings' own format) rather than FullCalendar's long one. FullCalendar's marker holds the
 * local wall time in its UTC fields (timeZone "local"), read back as a local date.
 */
export function dayTitle(language: string) {
  return ({ date }: { date: { marker: Date } }) => {
    const day = new Date(date.marker.getUTCFullYear(), date.marker.getUTCMonth(), date.marker.getUTCDate());
    return capitalizeFirst(formatWeekdayDate(day, language), language);
  };
}
