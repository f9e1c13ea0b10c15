import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateClubPeople } from './invalidate-clubs';

/**
 * POST /clubs/{id}/members/{userId}/transfer-ownership: the member becomes the owner and the old
 * owner stays on as an admin. Silent: the confirm dialog shows a refusal.
 */
export function transferClubOwnership(id: number, userId: number): Promise<{ message?: string }> {
  return api.post<{ message?: string }>(`/clubs/${id}/members/${userId}/transfer-ownership`, undefined, {
    silent: true,
  });
}

export function useTransferClubOwnership(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => transferClubOwnership(id, userId),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateClubPeople(queryClient, id),
  });
}
