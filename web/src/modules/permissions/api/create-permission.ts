import type { Permission, PermissionInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidatePermissions } from './invalidate-permissions';

/** POST /permissions. */
export function createPermission(input: PermissionInput): Promise<DataResponse<Permission>> {
  return api.post<DataResponse<Permission>>('/permissions', input);
}

export function useCreatePermission() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('permissions');
  return useMutation({
    mutationFn: createPermission,
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('permissions:created') });
      await invalidatePermissions(queryClient);
    },
  });
}
