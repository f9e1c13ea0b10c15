import type { EmailTemplate, EmailTemplateInput } from '@pickleball/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { emailTemplateKeys } from '../email-templates.keys';

function invalidateEmailTemplates(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: emailTemplateKeys.lists() });
}

/** POST /email-templates. Silent: a 422 lands on its field. */
export function createEmailTemplate(input: EmailTemplateInput): Promise<DataResponse<EmailTemplate>> {
  return api.post<DataResponse<EmailTemplate>>('/email-templates', input, { silent: true });
}

/** PUT /email-templates/{id}: a product e-mail keeps its key (409 template.system_key). Silent: a 422 lands on its field. */
export function updateEmailTemplate(
  id: number,
  input: EmailTemplateInput,
): Promise<DataResponse<EmailTemplate>> {
  return api.put<DataResponse<EmailTemplate>>(`/email-templates/${id}`, input, { silent: true });
}

export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    onSuccess: (response) => {
      queryClient.setQueryData(emailTemplateKeys.detail(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateEmailTemplates(queryClient);
    },
  });
}

export function useUpdateEmailTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailTemplateInput) => updateEmailTemplate(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(emailTemplateKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateEmailTemplates(queryClient);
    },
  });
}
