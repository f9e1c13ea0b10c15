import type { CalendarFeed } from '@pickleball/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { calendarKeys } from '../calendar.keys';

/** GET /calendar/feed: my private iCalendar link, or none yet. */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return (await api.get<DataResponse<CalendarFeed>>('/calendar/feed', { signal })).data;
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
    enabled,
  });
}

/** POST /calendar/feed makes a new link (the old one stops working); DELETE revokes it. */
export function useCalendarFeedActions() {
  const queryClient = useQueryClient();
  return {
    create: useMutation({
      mutationFn: async () => (await api.post<DataResponse<CalendarFeed>>('/calendar/feed')).data,
      onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(), feed),
    }),
    revoke: useMutation({
      mutationFn: () => api.delete<{ message?: string }>('/calendar/feed', { silent: true }),
      onSuccess: (response) => {
        queryClient.setQueryData<CalendarFeed>(calendarKeys.feed(), { url: null, created_at: null });
        if (response.message) toaster.success({ title: response.message });
      },
    }),
  };
}
