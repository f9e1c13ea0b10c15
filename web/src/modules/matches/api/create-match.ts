import type { Match, MatchInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateMatches } from './invalidate-matches';

/** POST /matches: a new match, saved as a draft. Silent: the form shows a 422 on its fields. */
export function createMatch(input: MatchInput): Promise<DataResponse<Match>> {
  return api.post<DataResponse<Match>>('/matches', input, { silent: true });
}

export function useCreateMatch() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('matches');
  return useMutation({
    mutationFn: createMatch,
    onSuccess: async (response) => {
      toaster.success({ title: response.message ?? t('matches:done.created') });
      await invalidateMatches(queryClient);
    },
    onError: (error) => {
      // A 422 lands on the form's fields; anything else is said in a toast.
      if (!(isApiError(error) && error.status === 422)) toaster.error({ title: error.message });
    },
  });
}
