import type { Bracket } from '@pickleball/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { tournamentKeys } from '../tournaments.keys';
import { invalidateDraw } from './invalidate-tournaments';

/** GET /tournaments/{id}/bracket; 409 tournament.no_bracket before it is generated. Silent: the tab says so. */
export function getBracket(id: number, signal?: AbortSignal): Promise<DataResponse<Bracket>> {
  return api.get<DataResponse<Bracket>>(`/tournaments/${id}/bracket`, { signal, silent: true });
}

export function useBracket(id: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.bracket(id),
      queryFn: ({ signal }) => getBracket(id, signal),
      enabled,
      // No bracket yet is an answer, not an outage.
      retry: (count, error) =>
        count < 2 && !(isApiError(error) && error.status !== null && error.status < 500),
    }),
  );
}

/**
 * POST /tournaments/{id}/bracket: generate (or regenerate) from the confirmed entries. Silent: the
 * server's 'Insufficient players to generate bracket' / 'Failed to generate tournament bracket'
 * (with the reason) show beside the button.
 */
export function generateBracket(id: number): Promise<DataResponse<Bracket>> {
  return api.post<DataResponse<Bracket>>(`/tournaments/${id}/bracket`, undefined, { silent: true });
}

/** DELETE /tournaments/{id}/bracket: before any play. */
export function deleteBracket(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/tournaments/${id}/bracket`, { silent: true });
}

export function useGenerateBracket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateBracket(id),
    onSuccess: (response) => {
      queryClient.setQueryData(tournamentKeys.bracket(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateDraw(queryClient, id);
    },
  });
}

export function useDeleteBracket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBracket(id),
    onSuccess: (response) => {
      queryClient.removeQueries({ queryKey: tournamentKeys.bracket(id) });
      if (response.message) toaster.success({ title: response.message });
      return invalidateDraw(queryClient, id);
    },
  });
}
