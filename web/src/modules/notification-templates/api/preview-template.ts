import type { NotificationTemplatePreviewInputSchema, TemplatePreview } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { templateKeys } from '../notification-templates.keys';

export type TemplatePreviewInput = z.input<typeof NotificationTemplatePreviewInputSchema>;

/** POST /notification-templates/preview: the texts (saved or as typed) filled with sample data, in both languages. */
export function previewTemplate(
  input: TemplatePreviewInput,
  signal?: AbortSignal,
): Promise<DataResponse<TemplatePreview>> {
  return api.post<DataResponse<TemplatePreview>>('/notification-templates/preview', input, {
    signal,
    silent: true,
  });
}

/** The preview of `input` (null: nothing to show yet); the caller debounces it. */
export function useTemplatePreview(input: TemplatePreviewInput | null) {
  return useQuery(
    queryOptions({
      queryKey: templateKeys.preview(input),
      queryFn: ({ signal }) => previewTemplate(input as TemplatePreviewInput, signal),
      enabled: input !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
