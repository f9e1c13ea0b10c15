import type { Match, MatchInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateMatches } from './invalidate-matches';

/** PUT /matches/{id}: the whole form. Silent: the form shows a 422 on its fields. */
export function updateMatch(id: number, input: MatchInput): Promise<DataResponse<Match>> {
  return api.put<DataResponse<Match>>(`/matches/${id}`, input, { silent: true });
}

export function useUpdateMatch(id: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('matches');
  return useMutation({
    mutationFn: (input: MatchInput) => updateMatch(id, input),
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('matches:done.updated') });
      await invalidateMatches(queryClient);
    },
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) toaster.error({ title: error.message });
    },
  });
}
