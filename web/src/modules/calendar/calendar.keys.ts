/** A query as the API takes it. */
export type CalendarQuery = Record<string, string | number | boolean | undefined>;

/**
 * Query keys of the calendar module (CONVENTIONS §7); every key starts with the module's name.
 * The frame's realtime wiring imports this file alone: it stays free of imports.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  /** The views' occurrences, one entry per range and filter. */
  occurrences: () => [...calendarKeys.all, 'occurrences'] as const,
  occurrenceRange: (query: CalendarQuery) => [...calendarKeys.occurrences(), query] as const,
  /** The meetings (series) list. */
  lists: () => [...calendarKeys.all, 'list'] as const,
  list: (query: CalendarQuery) => [...calendarKeys.lists(), query] as const,
  details: () => [...calendarKeys.all, 'detail'] as const,
  detail: (id: number) => [...calendarKeys.details(), id] as const,
  /** My private iCalendar link. */
  feed: () => [...calendarKeys.all, 'feed'] as const,
  /** People found for the participants picker. */
  people: () => [...calendarKeys.all, 'people'] as const,
};
