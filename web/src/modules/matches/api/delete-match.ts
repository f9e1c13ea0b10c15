import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { matchKeys } from '../matches.keys';
import { invalidateMatches } from './invalidate-matches';

/** DELETE /matches/{id} (drafts only; cannot be undone). Silent: the confirm dialog shows a refusal. */
export function deleteMatch(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/matches/${id}`, { silent: true });
}

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: (response, id) => {
      if (response?.message) toaster.success({ title: response.message });
      queryClient.removeQueries({ queryKey: matchKeys.detail(id) });
    },
    onSettled: () => invalidateMatches(queryClient),
  });
}
