import type { NotificationTemplate, NotificationTemplateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { templateKeys } from '../notification-templates.keys';
import { invalidateTemplates } from './invalidate-templates';

/** PUT /notification-templates/{id}. Silent: a 422 lands on its field. */
export function updateTemplate(
  id: number,
  input: NotificationTemplateInput,
): Promise<DataResponse<NotificationTemplate>> {
  return api.put<DataResponse<NotificationTemplate>>(`/notification-templates/${id}`, input, {
    silent: true,
  });
}

export function useUpdateTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationTemplateInput) => updateTemplate(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(templateKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateTemplates(queryClient);
    },
  });
}
