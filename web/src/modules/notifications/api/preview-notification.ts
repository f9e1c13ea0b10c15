import type { NotificationPreview, NotificationPreviewInputSchema } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';

export type NotificationPreviewInput = z.input<typeof NotificationPreviewInputSchema>;

/** POST /notifications/preview: the message as recipients will read it, in English and in Vietnamese. */
export function previewNotification(
  input: NotificationPreviewInput,
): Promise<DataResponse<NotificationPreview>> {
  return api.post<DataResponse<NotificationPreview>>('/notifications/preview', input, { silent: true });
}

export function usePreviewNotification() {
  return useMutation({ mutationFn: previewNotification });
}
