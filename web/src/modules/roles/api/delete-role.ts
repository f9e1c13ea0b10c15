import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateRoles } from './invalidate-roles';

/**
 * DELETE /roles/{id} (cannot be undone). Silent: a refusal (SPEC §8 "Cannot delete role that is
 * assigned to users, remove all users first") is shown inside the confirm dialog.
 */
export function deleteRole(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/roles/${id}`, { silent: true });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('roles');
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('roles:deleted') });
      await invalidateRoles(queryClient);
    },
  });
}
