import type { Occurrence } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CalendarQuery, calendarKeys } from '../calendar.keys';

/** GET /calendar/occurrences: every occurrence in the range (recurring meetings expanded on the server). */
export async function listOccurrences(query: CalendarQuery, signal?: AbortSignal): Promise<Occurrence[]> {
  const response = await api.get<{ data: Occurrence[] }>('/calendar/occurrences', { query, signal });
  return response.data;
}

/** Keyed by the range and filters; the previous range stays on screen while the next one loads. */
export function occurrencesQueryOptions(query: CalendarQuery) {
  return queryOptions({
    queryKey: calendarKeys.occurrenceRange(query),
    queryFn: ({ signal }) => listOccurrences(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOccurrences(query: CalendarQuery | null) {
  return useQuery({ ...occurrencesQueryOptions(query ?? {}), enabled: query !== null });
}
