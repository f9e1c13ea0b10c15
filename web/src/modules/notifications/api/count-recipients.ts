import type { RecipientCount, RecipientCountInputSchema } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { notificationKeys } from '../notifications.keys';

export type RecipientCountInput = z.input<typeof RecipientCountInputSchema>;

/** POST /notifications/recipient-count: who the recipients are, and how many each channel reaches. */
export function countRecipients(
  input: RecipientCountInput,
  signal?: AbortSignal,
): Promise<DataResponse<RecipientCount>> {
  return api.post<DataResponse<RecipientCount>>('/notifications/recipient-count', input, {
    signal,
    silent: true,
  });
}

/** The live count under the recipients; `input` null while the choice is incomplete. */
export function useRecipientCount(input: RecipientCountInput | null) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.recipientCount(input),
      queryFn: ({ signal }) => countRecipients(input as RecipientCountInput, signal),
      enabled: input !== null,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      retry: false,
    }),
  );
}
