import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { matchSessionKeys } from '../match-sessions.keys';
import { invalidateMatchSessionLists } from './store-match-session';

/** DELETE /match-sessions/{id}: cannot be undone; its matches stay. Silent: the confirmation shows a refusal. */
export function deleteMatchSession(id: number): Promise<DataResponse<unknown>> {
  return api.delete<DataResponse<unknown>>(`/match-sessions/${id}`, { silent: true });
}

export function useDeleteMatchSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatchSession,
    onSuccess: (response, id) => {
      if (response?.message) toaster.success({ title: response.message });
      queryClient.removeQueries({ queryKey: matchSessionKeys.detail(id) });
      return invalidateMatchSessionLists(queryClient);
    },
  });
}
