import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidatePermissions } from './invalidate-permissions';

/**
 * DELETE /permissions/{id} (cannot be undone). Silent: a refusal ("Cannot delete permission that
 * is assigned to roles") is shown inside the confirm dialog.
 */
export function deletePermission(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/permissions/${id}`, { silent: true });
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('permissions');
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('permissions:deleted') });
      await invalidatePermissions(queryClient);
    },
  });
}
