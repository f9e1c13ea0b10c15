import type { Seeding } from '@pickleball/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { tournamentKeys } from '../tournaments.keys';
import { invalidateTournament } from './invalidate-tournaments';

/** GET /tournaments/{id}/seeding: the confirmed entries in the order the method seeds them. */
export function getSeeding(id: number, signal?: AbortSignal): Promise<DataResponse<Seeding>> {
  return api.get<DataResponse<Seeding>>(`/tournaments/${id}/seeding`, { signal });
}

export function useSeeding(id: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.seeding(id),
      queryFn: ({ signal }) => getSeeding(id, signal),
      enabled,
    }),
  );
}

/** PUT /tournaments/{id}/seeding: a manual order (the method becomes manual). */
export function updateSeeding(id: number, registrationIds: number[]): Promise<DataResponse<Seeding>> {
  return api.put<DataResponse<Seeding>>(
    `/tournaments/${id}/seeding`,
    { registration_ids: registrationIds },
    { silent: true },
  );
}

/** POST /tournaments/{id}/seeding/shuffle: a new random seed (the method becomes random). */
export function shuffleSeeding(id: number): Promise<DataResponse<Seeding>> {
  return api.post<DataResponse<Seeding>>(`/tournaments/${id}/seeding/shuffle`, undefined, { silent: true });
}

function useSeedingChange<V>(id: number, change: (value: V) => Promise<DataResponse<Seeding>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (response) => {
      queryClient.setQueryData(tournamentKeys.seeding(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      // The tournament's seeding method (and its random seed) changed with it.
      return invalidateTournament(queryClient, id);
    },
  });
}

export function useUpdateSeeding(id: number) {
  return useSeedingChange(id, (ids: number[]) => updateSeeding(id, ids));
}

export function useShuffleSeeding(id: number) {
  return useSeedingChange(id, (_: undefined) => shuffleSeeding(id));
}
