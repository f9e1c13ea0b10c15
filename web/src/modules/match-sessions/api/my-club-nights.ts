import type { ClubNight, MyClubNights } from '@pickleball/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { matchSessionKeys } from '../match-sessions.keys';

/** GET /me/club-nights (signed in): my nights (in or waiting), and the upcoming nights open to me. */
export function listMyClubNights(signal?: AbortSignal): Promise<DataResponse<MyClubNights>> {
  return api.get<DataResponse<MyClubNights>>('/me/club-nights', { signal, silent: true });
}

export function useMyClubNights() {
  return useQuery(
    queryOptions({
      queryKey: matchSessionKeys.clubNights(),
      queryFn: ({ signal }) => listMyClubNights(signal),
    }),
  );
}

/**
 * POST /me/club-nights/{id}/signup: a place while the cap allows, else the line (the message says
 * where). A refusal (a members-only night, a rating outside the range, a night over) is the
 * client's toast, in the server's words.
 */
export function signUpForNight(id: number): Promise<DataResponse<ClubNight>> {
  return api.post<DataResponse<ClubNight>>(`/me/club-nights/${id}/signup`);
}

export function useSignUpForNight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpForNight,
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    // Refused too: the night may be full or over by now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchSessionKeys.clubNights() }),
  });
}

/**
 * DELETE /me/club-nights/{id}/signup: before the cut-off only (409 `club_night.cancel_closed`
 * after it, with the minutes). Silent: the confirmation shows a refusal.
 */
export function cancelMyNightSignup(id: number): Promise<DataResponse<ClubNight>> {
  return api.delete<DataResponse<ClubNight>>(`/me/club-nights/${id}/signup`, { silent: true });
}

export function useCancelMyNightSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyNightSignup,
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    // Refused after the cut-off: the night then shows that only the organiser can cancel.
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchSessionKeys.clubNights() }),
  });
}
