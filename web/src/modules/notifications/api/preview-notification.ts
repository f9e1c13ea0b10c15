import type { TemplatePreview } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';

export interface NotificationPreviewInput {
  template_id?: number | null;
  subject?: string | null;
  content?: string | null;
  data: Record<string, string | number>;
}

/** POST /notifications/preview: the message as recipients will read it, in English and in Vietnamese. */
export function previewNotification(input: NotificationPreviewInput): Promise<DataResponse<TemplatePreview>> {
  return api.post<DataResponse<TemplatePreview>>('/notifications/preview', input, { silent: true });
}

export function usePreviewNotification() {
  return useMutation({ mutationFn: previewNotification });
}
