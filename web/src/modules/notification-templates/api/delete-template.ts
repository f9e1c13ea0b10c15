import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from '../notification-templates.keys';
import { invalidateTemplates } from './invalidate-templates';

/** DELETE /notification-templates/{id}: 409 template.in_use while a scheduled send uses it. Silent: the dialog shows it. */
export function deleteTemplate(id: number): Promise<unknown> {
  return api.delete(`/notification-templates/${id}`, { silent: true });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(id) });
      return invalidateTemplates(queryClient);
    },
  });
}
