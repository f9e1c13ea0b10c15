import type { MatchSessionCalendarItem } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchSessionKeys } from '../match-sessions.keys';

/** GET /match-sessions/calendar?from=&to=: the sessions whose day falls in the range (YYYY-MM-DD, inclusive). */
export function getMatchSessionCalendar(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<DataResponse<MatchSessionCalendarItem[]>> {
  return api.get<DataResponse<MatchSessionCalendarItem[]>>('/match-sessions/calendar', {
    query: { from, to },
    signal,
  });
}

/** The calendar's sessions for the days shown; nothing is asked before the calendar says which. */
export function useMatchSessionCalendar(range: { from: string; to: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: matchSessionKeys.calendar(range?.from ?? '', range?.to ?? ''),
      queryFn: ({ signal }) => getMatchSessionCalendar(range?.from ?? '', range?.to ?? '', signal),
      enabled: range !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
