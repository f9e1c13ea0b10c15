import type { User } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateUsers } from './invalidate-users';

/** POST /users/{id}/toggle-status: activates an inactive user, deactivates an active one. */
export function toggleUserStatus(id: number): Promise<DataResponse<User>> {
  return api.post<DataResponse<User>>(`/users/${id}/toggle-status`);
}

/** Toggles one or several users; a toast per answer, one refresh at the end. */
export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const results = await Promise.allSettled(ids.map((id) => toggleUserStatus(id)));
      const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      return { done, failed: results.length - done.length };
    },
    onSuccess: ({ done }) => {
      const first = done[0];
      if (first?.message) toaster.success({ title: first.message });
    },
    onSettled: () => invalidateUsers(queryClient),
  });
}
