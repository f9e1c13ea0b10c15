import type { Meeting } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { calendarKeys } from '../calendar.keys';

/** GET /calendar/meetings/{id}: the series with its participants, answers and attachments. */
export async function getMeeting(id: number, signal?: AbortSignal): Promise<Meeting> {
  const response = await api.get<DataResponse<Meeting>>(`/calendar/meetings/${id}`, { signal, silent: true });
  return response.data;
}

export function meetingQueryOptions(id: number) {
  return queryOptions({
    queryKey: calendarKeys.detail(id),
    queryFn: ({ signal }) => getMeeting(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useMeeting(id: number | null) {
  return useQuery({ ...meetingQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
