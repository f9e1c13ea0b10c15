import type { TournamentCalendarItem } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { tournamentKeys } from '../tournaments.keys';

/** GET /tournaments/calendar?from=&to=: the tournaments whose dates overlap the range (YYYY-MM-DD). */
export function getTournamentCalendar(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<DataResponse<TournamentCalendarItem[]>> {
  return api.get<DataResponse<TournamentCalendarItem[]>>('/tournaments/calendar', {
    query: { from, to },
    signal,
  });
}

export function useTournamentCalendar(range: { from: string; to: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.calendar(range?.from ?? '', range?.to ?? ''),
      queryFn: ({ signal }) => getTournamentCalendar(range?.from ?? '', range?.to ?? '', signal),
      enabled: range !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
