import type { User, UserCreateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateUsers } from './invalidate-users';

/** POST /users. */
export function createUser(input: UserCreateInput): Promise<DataResponse<User>> {
  return api.post<DataResponse<User>>('/users', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('users:created') });
      await invalidateUsers(queryClient);
    },
  });
}
