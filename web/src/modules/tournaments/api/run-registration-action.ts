import type { Registration, RegistrationRefundInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { TOURNAMENT_RELATED_ROOTS } from '../tournaments.keys';
import { invalidateRegistrations } from './invalidate-tournaments';

export type RegistrationStep =
  | { action: 'approve' }
  | { action: 'promote' }
  | { action: 'cancel'; reason: string | null }
  | { action: 'waitlist'; position: number | null }
  | { action: 'refund'; input: RegistrationRefundInput };

function bodyOf(step: RegistrationStep): unknown {
  if (step.action === 'cancel') return { reason: step.reason };
  if (step.action === 'waitlist') return { position: step.position };
  if (step.action === 'refund') return step.input;
  return undefined;
}

/**
 * POST /tournaments/{id}/registrations/{rid}/{approve|cancel|waitlist|promote|refund}. Silent: the
 * dialog shows a refusal (tournament.full, entry_in_bracket, not_refundable) inside.
 */
export function runRegistrationAction(
  id: number,
  rid: number,
  step: RegistrationStep,
): Promise<DataResponse<Registration>> {
  return api.post<DataResponse<Registration>>(
    `/tournaments/${id}/registrations/${rid}/${step.action}`,
    bodyOf(step),
    { silent: true },
  );
}

export function useRunRegistrationAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rid, step }: { rid: number; step: RegistrationStep }) =>
      runRegistrationAction(id, rid, step),
    onSuccess: (response, { step }) => {
      if (response.message) toaster.success({ title: response.message });
      return Promise.all([
        invalidateRegistrations(queryClient, id),
        // A refund moves the payment in the payments module's screens too.
        ...(step.action === 'refund'
          ? TOURNAMENT_RELATED_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))
          : []),
      ]);
    },
  });
}
