import type { Registration, RegistrationCreateInput, RegistrationUpdateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateRegistrations } from './invalidate-tournaments';

/**
 * POST /tournaments/{id}/registrations: staff enter a player (and partner). Silent: a refusal
 * ('Failed to register player: …' with the reason, in the user's language) shows in the dialog.
 */
export function createRegistration(
  id: number,
  input: RegistrationCreateInput,
): Promise<DataResponse<Registration>> {
  return api.post<DataResponse<Registration>>(`/tournaments/${id}/registrations`, input, { silent: true });
}

/** PATCH /tournaments/{id}/registrations/{rid}: notes and the entry's rating. */
export function updateRegistration(
  id: number,
  rid: number,
  input: RegistrationUpdateInput,
): Promise<DataResponse<Registration>> {
  return api.patch<DataResponse<Registration>>(`/tournaments/${id}/registrations/${rid}`, input, {
    silent: true,
  });
}

export function useCreateRegistration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationCreateInput) => createRegistration(id, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return invalidateRegistrations(queryClient, id);
    },
  });
}

export function useUpdateRegistration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rid, input }: { rid: number; input: RegistrationUpdateInput }) =>
      updateRegistration(id, rid, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return invalidateRegistrations(queryClient, id);
    },
  });
}
