import type { Dashboard } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { dashboardKeys } from '../dashboard.keys';

/** The browser's time zone: the API cuts "today", "this week" and the chart's days at its midnight. */
export function readTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * GET /dashboard (any signed-in user): a card per module the user may open, and their profile.
 * Silent: the page says so in place of the cards, and a failed refresh behind realtime events
 * keeps the cards shown rather than toasting during a match.
 */
export function getDashboard(tz: string, signal?: AbortSignal): Promise<DataResponse<Dashboard>> {
  return api.get<DataResponse<Dashboard>>('/dashboard', { query: { tz }, signal, silent: true });
}

export function dashboardQueryOptions(tz: string) {
  return queryOptions({
    queryKey: dashboardKeys.summary(tz),
    queryFn: ({ signal }) => getDashboard(tz, signal),
    select: (response) => response.data,
    // Court requests and users have no realtime room: coming back to the dashboard asks again
    // (the cached answer shows meanwhile).
    refetchOnMount: 'always',
  });
}

export function useDashboard(tz: string) {
  return useQuery(dashboardQueryOptions(tz));
}
