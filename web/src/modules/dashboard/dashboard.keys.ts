/**
 * Query keys of the dashboard (CONVENTIONS §7); every key starts with the module's name.
 * No imports: the realtime wiring of the signed-in frame reads it.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** The one aggregate answer, for the reader's time zone ("this week" and "today" are theirs). */
  summary: (tz: string) => [...dashboardKeys.all, 'summary', tz] as const,
};
