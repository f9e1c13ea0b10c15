import type { Court, CourtInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { courtKeys } from '../courts.keys';
import { invalidateCourts } from './invalidate-courts';

/** PUT /courts/{id}: every field of the form. */
export function updateCourt(id: number, input: CourtInput): Promise<DataResponse<Court>> {
  return api.put<DataResponse<Court>>(`/courts/${id}`, input);
}

export function useUpdateCourt(id: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('courts');
  return useMutation({
    mutationFn: (input: CourtInput) => updateCourt(id, input),
    onSuccess: async (response) => {
      queryClient.setQueryData(courtKeys.detail(id), { data: response.data });
      toaster.success({ title: response.message ?? t('courts:done.updated') });
      await invalidateCourts(queryClient);
    },
  });
}
