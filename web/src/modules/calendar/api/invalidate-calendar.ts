import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { calendarKeys } from '../calendar.keys';

/** After a change to meetings: the views, the list, every meeting shown, and the audit trail. */
export function invalidateCalendar(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarKeys.occurrences() }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.details() }),
    refetchFollowers(queryClient, 'calendar'),
  ]);
}
