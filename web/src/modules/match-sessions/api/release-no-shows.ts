import type { SignupList } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeSignupList } from './store-signup-list';

/**
 * POST /match-sessions/{id}/signups/release-no-shows (match.session.manage): from the start, the
 * places of the confirmed players not checked in go to the line (who are told to come now); the
 * released show as no-shows among the cancelled. Refused (409) before the start. Silent: the
 * confirmation shows a refusal.
 */
export function releaseNoShows(id: number): Promise<DataResponse<SignupList>> {
  return api.post<DataResponse<SignupList>>(`/match-sessions/${id}/signups/release-no-shows`, undefined, {
    silent: true,
  });
}

export function useReleaseNoShows(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => releaseNoShows(id),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeSignupList(queryClient, id, response.data);
    },
  });
}
