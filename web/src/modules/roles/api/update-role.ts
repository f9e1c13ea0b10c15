import type { Role, RoleInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateRoles } from './invalidate-roles';

/** PUT /roles/{id}: the role and its whole permission list. */
export function updateRole(id: number, input: RoleInput): Promise<DataResponse<Role>> {
  return api.put<DataResponse<Role>>(`/roles/${id}`, input);
}

export function useUpdateRole(id: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('roles');
  return useMutation({
    mutationFn: (input: RoleInput) => updateRole(id, input),
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('roles:updated') });
      await invalidateRoles(queryClient);
    },
  });
}
