import type { User, UserUpdateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateUsers } from './invalidate-users';

/** PUT /users/{id}; the password changes only when given. */
export function updateUser(id: number, input: UserUpdateInput): Promise<DataResponse<User>> {
  return api.put<DataResponse<User>>(`/users/${id}`, input);
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: (input: UserUpdateInput) => updateUser(id, input),
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('users:updated') });
      await invalidateUsers(queryClient);
    },
  });
}
