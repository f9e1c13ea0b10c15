import type { Court, CourtInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateCourts } from './invalidate-courts';

/** POST /courts; a 422 lands on the form's fields (components/form). */
export function createCourt(input: CourtInput): Promise<DataResponse<Court>> {
  return api.post<DataResponse<Court>>('/courts', input);
}

export function useCreateCourt() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('courts');
  return useMutation({
    mutationFn: createCourt,
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('courts:done.created') });
      await invalidateCourts(queryClient);
    },
  });
}
