import type { Role, RoleInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateRoles } from './invalidate-roles';

/** POST /roles. */
export function createRole(input: RoleInput): Promise<DataResponse<Role>> {
  return api.post<DataResponse<Role>>('/roles', input);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('roles');
  return useMutation({
    mutationFn: createRole,
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('roles:created') });
      await invalidateRoles(queryClient);
    },
  });
}
