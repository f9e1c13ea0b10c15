import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';

/**
 * POST /email-templates/{id}/test: the saved template, with its sample values, to the signed-in
 * user's own address (409 email_template.no_address, 503 email_template.smtp_not_configured,
 * 422 provider.test_failed: shown as a toast by the client).
 */
export function sendTestEmailTemplate(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/email-templates/${id}/test`);
}

export function useSendTestEmailTemplate(id: number) {
  return useMutation({
    mutationFn: () => sendTestEmailTemplate(id),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
  });
}
