import type { EmailPreviewSchema, EmailTemplatePreviewInputSchema } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { emailTemplateKeys } from '../email-templates.keys';

export type EmailPreviewInput = z.input<typeof EmailTemplatePreviewInputSchema>;
export type EmailPreview = z.infer<typeof EmailPreviewSchema>;

/** POST /email-templates/preview: subject, HTML and text in both languages, filled with sample data. */
export function previewEmailTemplate(
  input: EmailPreviewInput,
  signal?: AbortSignal,
): Promise<DataResponse<EmailPreview>> {
  return api.post<DataResponse<EmailPreview>>('/email-templates/preview', input, { signal, silent: true });
}

export function useEmailTemplatePreview(input: EmailPreviewInput | null) {
  return useQuery(
    queryOptions({
      queryKey: emailTemplateKeys.preview(input),
      queryFn: ({ signal }) => previewEmailTemplate(input as EmailPreviewInput, signal),
      enabled: input !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
