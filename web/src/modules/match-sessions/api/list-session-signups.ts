import type { SignupList } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchSessionKeys } from '../match-sessions.keys';

/**
 * GET /match-sessions/{id}/signups (match.view): the places in sign-up order, then the line by
 * position, then the cancelled; with the confirmed, waiting and paid counts against the cap.
 */
export function getSessionSignups(id: number, signal?: AbortSignal): Promise<DataResponse<SignupList>> {
  return api.get<DataResponse<SignupList>>(`/match-sessions/${id}/signups`, { signal, silent: true });
}

/** `enabled` false leaves it unasked (the generator asks only for a session with no players yet). */
export function sessionSignupsQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: matchSessionKeys.signups(id),
    queryFn: ({ signal }) => getSessionSignups(id, signal),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

export function useSessionSignups(id: number, enabled = true) {
  return useQuery(sessionSignupsQueryOptions(id, enabled));
}
