import type { Tournament, TournamentAction } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { tournamentKeys } from '../tournaments.keys';
import { invalidateDraw } from './invalidate-tournaments';

/** A state action or archive/restore, as its path names it. */
export type TournamentStep = TournamentAction | 'archive' | 'restore';

/**
 * POST /tournaments/{id}/{action} (open-registration, close-registration, reopen-registration,
 * start, complete, cancel, archive, restore). Silent: the confirm dialog shows a refusal inside.
 */
export function runTournamentAction(
  id: number,
  step: TournamentStep,
  reason: string | null = null,
): Promise<DataResponse<Tournament>> {
  const body = step === 'archive' || step === 'restore' ? undefined : { reason };
  return api.post<DataResponse<Tournament>>(`/tournaments/${id}/${step.replaceAll('_', '-')}`, body, {
    silent: true,
  });
}

export function useRunTournamentAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, reason }: { step: TournamentStep; reason?: string | null }) =>
      runTournamentAction(id, step, reason ?? null),
    onSuccess: (response) => {
      queryClient.setQueryData(tournamentKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      // Closing may generate the bracket, starting makes matches, completing records placings.
      return invalidateDraw(queryClient, id);
    },
  });
}
