import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { tournamentKeys } from '../tournaments.keys';
import { invalidateTournament } from './invalidate-tournaments';

/** DELETE /tournaments/{id}: a draft or a cancelled one without played matches or payments. */
export function deleteTournament(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/tournaments/${id}`, { silent: true });
}

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSuccess: (response, id) => {
      queryClient.removeQueries({ queryKey: tournamentKeys.detail(id) });
      if (response.message) toaster.success({ title: response.message });
      return invalidateTournament(queryClient);
    },
  });
}
