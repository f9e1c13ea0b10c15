import type { NotificationTemplate, NotificationTemplateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { templateKeys } from '../notification-templates.keys';
import { invalidateTemplates } from './invalidate-templates';

/** POST /notification-templates. Silent: a 422 (an unknown variable, say) lands on its field. */
export function createTemplate(
  input: NotificationTemplateInput,
): Promise<DataResponse<NotificationTemplate>> {
  return api.post<DataResponse<NotificationTemplate>>('/notification-templates', input, { silent: true });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (response) => {
      queryClient.setQueryData(templateKeys.detail(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateTemplates(queryClient);
    },
  });
}
