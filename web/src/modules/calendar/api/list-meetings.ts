import type { MeetingSummary } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type CalendarQuery, calendarKeys } from '../calendar.keys';

/** GET /calendar/meetings: one page of meetings (series) with each one's next occurrence. */
export function listMeetings(
  query: CalendarQuery,
  signal?: AbortSignal,
): Promise<ListResponse<MeetingSummary>> {
  return api.get<ListResponse<MeetingSummary>>('/calendar/meetings', { query, signal });
}

export function meetingsQueryOptions(query: CalendarQuery) {
  return queryOptions({
    queryKey: calendarKeys.list(query),
    queryFn: ({ signal }) => listMeetings(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMeetings(query: CalendarQuery) {
  return useQuery(meetingsQueryOptions(query));
}
