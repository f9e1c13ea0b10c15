import type { Permission, PermissionInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidatePermissions } from './invalidate-permissions';

/** PUT /permissions/{id}. */
export function updatePermission(id: number, input: PermissionInput): Promise<DataResponse<Permission>> {
  return api.put<DataResponse<Permission>>(`/permissions/${id}`, input);
}

export function useUpdatePermission(id: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('permissions');
  return useMutation({
    mutationFn: (input: PermissionInput) => updatePermission(id, input),
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('permissions:updated') });
      await invalidatePermissions(queryClient);
    },
  });
}
