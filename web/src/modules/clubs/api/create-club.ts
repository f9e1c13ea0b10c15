import type { Club, ClubInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { clubKeys } from '../clubs.keys';
import { invalidateClubs } from './invalidate-clubs';

/** POST /clubs: the signed-in user becomes the club's owner. Silent: a 422 lands on the form's fields. */
export function createClub(input: ClubInput): Promise<DataResponse<Club>> {
  return api.post<DataResponse<Club>>('/clubs', input, { silent: true });
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSuccess: (response) => {
      queryClient.setQueryData(clubKeys.detail(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateClubs(queryClient);
    },
  });
}
