import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateClubPeople } from './invalidate-clubs';

/** DELETE /clubs/{id}/members/{userId} (never the owner). Silent: the confirm dialog shows a refusal. */
export function removeClubMember(id: number, userId: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/clubs/${id}/members/${userId}`, { silent: true });
}

export function useRemoveClubMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeClubMember(id, userId),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateClubPeople(queryClient, id),
  });
}
