import type { SignupList } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeSignupList } from './store-signup-list';

/** The body (the domain's OrganiserSignupInputSchema): the player to add. */
interface OrganiserSignupInput {
  user_id: number;
}

/**
 * POST /match-sessions/{id}/signups (match.session.manage): the organiser adds a player, a place
 * while the cap allows, else the line; the player is told. Silent: the dialog shows a refusal.
 */
export function addSessionSignup(id: number, input: OrganiserSignupInput): Promise<DataResponse<SignupList>> {
  return api.post<DataResponse<SignupList>>(`/match-sessions/${id}/signups`, input, { silent: true });
}

export function useAddSessionSignup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganiserSignupInput) => addSessionSignup(id, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeSignupList(queryClient, id, response.data);
    },
  });
}
