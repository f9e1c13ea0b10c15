import type { MatchSession, SessionScheduleInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedMatchSession } from './store-match-session';

/**
 * PUT /match-sessions/{id}/schedule: a draft session's players and rounds, made on the generator
 * page (its settings and event stay). Silent: the page shows a refusal.
 */
export function saveSessionSchedule(
  id: number,
  input: SessionScheduleInput,
): Promise<DataResponse<MatchSession>> {
  return api.put<DataResponse<MatchSession>>(`/match-sessions/${id}/schedule`, input, { silent: true });
}

export function useSaveSessionSchedule(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionScheduleInput) => saveSessionSchedule(id, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedMatchSession(queryClient, response.data);
    },
  });
}
