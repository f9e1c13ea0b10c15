import type { Club, ClubInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { clubKeys } from '../clubs.keys';
import { invalidateClubs } from './invalidate-clubs';

/** PUT /clubs/{id}: every field (an avatar of null removes it). Silent: a 422 lands on the form's fields. */
export function updateClub(id: number, input: ClubInput): Promise<DataResponse<Club>> {
  return api.put<DataResponse<Club>>(`/clubs/${id}`, input, { silent: true });
}

export function useUpdateClub(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubInput) => updateClub(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(clubKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateClubs(queryClient);
    },
  });
}
