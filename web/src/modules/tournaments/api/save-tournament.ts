import type { Tournament, TournamentInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { tournamentKeys } from '../tournaments.keys';
import { invalidateTournament } from './invalidate-tournaments';

/** POST /tournaments (a draft). Silent: a 422 lands on the form's fields. */
export function createTournament(input: TournamentInput): Promise<DataResponse<Tournament>> {
  return api.post<DataResponse<Tournament>>('/tournaments', input, { silent: true });
}

/** PUT /tournaments/{id}: every field (409 tournament.type_locked / format_locked said in the form). */
export function updateTournament(id: number, input: TournamentInput): Promise<DataResponse<Tournament>> {
  return api.put<DataResponse<Tournament>>(`/tournaments/${id}`, input, { silent: true });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: (response) => {
      queryClient.setQueryData(tournamentKeys.detail(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateTournament(queryClient);
    },
  });
}

export function useUpdateTournament(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TournamentInput) => updateTournament(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(tournamentKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return Promise.all([
        invalidateTournament(queryClient, id),
        // The seeding method or the format's options may have changed the draw's order.
        queryClient.invalidateQueries({ queryKey: tournamentKeys.seeding(id) }),
      ]);
    },
  });
}
