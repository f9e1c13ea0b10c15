import type { MatchSession, SessionUpdateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedMatchSession } from './store-match-session';

/**
 * PATCH /match-sessions/{id}: the name, the match duration and the event (day, times, venue, courts,
 * cap, fee, visibility, organiser). Silent: a 422 lands on the fields.
 */
export function updateMatchSession(
  id: number,
  input: SessionUpdateInput,
): Promise<DataResponse<MatchSession>> {
  return api.patch<DataResponse<MatchSession>>(`/match-sessions/${id}`, input, { silent: true });
}

export function useUpdateMatchSession(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionUpdateInput) => updateMatchSession(id, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedMatchSession(queryClient, response.data);
    },
  });
}
