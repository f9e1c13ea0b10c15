import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { emailTemplateKeys } from '../email-templates.keys';

/** DELETE /email-templates/{id}: a product e-mail cannot be deleted (409 template.system_key). Silent: the dialog shows it. */
export function deleteEmailTemplate(id: number): Promise<unknown> {
  return api.delete(`/email-templates/${id}`, { silent: true });
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: emailTemplateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: emailTemplateKeys.lists() });
    },
  });
}
