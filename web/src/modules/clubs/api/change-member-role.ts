import type { ClubRole } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateClubPeople } from './invalidate-clubs';

export interface ChangeRoleVariables {
  userId: number;
  role: Exclude<ClubRole, 'owner'>;
}

/** PUT /clubs/{id}/members/{userId}: admin or member (the owner's role is changed by a transfer). */
export function changeMemberRole(
  id: number,
  { userId, role }: ChangeRoleVariables,
): Promise<{ message?: string }> {
  return api.put<{ message?: string }>(`/clubs/${id}/members/${userId}`, { role });
}

export function useChangeMemberRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ChangeRoleVariables) => changeMemberRole(id, variables),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateClubPeople(queryClient, id),
  });
}
