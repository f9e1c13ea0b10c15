import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateUsers } from './invalidate-users';

/**
 * DELETE /users/{id} (cannot be undone). Silent: the confirm dialog shows a refusal itself
 * ("You cannot delete your own account").
 */
export function deleteUser(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/users/${id}`, { silent: true });
}

/** Deletes one or several users; stops at the first refusal so the dialog can show it. */
export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      let last: { message: string } | undefined;
      for (const id of ids) last = await deleteUser(id);
      return last;
    },
    onSuccess: (response) => {
      if (response?.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateUsers(queryClient),
  });
}
