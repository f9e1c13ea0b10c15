import type { ClubRole } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateClubPeople } from './invalidate-clubs';

export interface AddMemberVariables {
  userId: number;
  role: Exclude<ClubRole, 'owner'>;
}

/** POST /clubs/{id}/members. Silent: the form shows 'Please select a user to add' and other refusals. */
export function addClubMember(
  id: number,
  { userId, role }: AddMemberVariables,
): Promise<{ message?: string }> {
  return api.post<{ message?: string }>(`/clubs/${id}/members`, { user_id: userId, role }, { silent: true });
}

export function useAddClubMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AddMemberVariables) => addClubMember(id, variables),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateClubPeople(queryClient, id),
  });
}
