import type { SignupList } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { mergeCheckIn } from '../components/check-in';
import { matchSessionKeys } from '../match-sessions.keys';
import { storeSignupList } from './store-signup-list';

/** A tick at the court: this sign-up checked in, or the tick undone. */
export interface CheckInVariables {
  signupId: number;
  checkedIn: boolean;
}

/**
 * PUT /match-sessions/{id}/signups/{signup_id}/check-in (match.session.manage): a confirmed player
 * ticked in at the venue, or the tick undone. Silent: the row shows a refusal beside the player.
 */
export function checkInSignup(
  id: number,
  { signupId, checkedIn }: CheckInVariables,
): Promise<DataResponse<SignupList>> {
  return api.put<DataResponse<SignupList>>(
    `/match-sessions/${id}/signups/${signupId}/check-in`,
    { checked_in: checkedIn },
    { silent: true },
  );
}

/**
 * One row's tick. Nothing is written ahead in the cache: the row and the header read the ticks
 * under way (their variables, under matchSessionKeys.checkIns) until the server answers, so a
 * refusal simply shows the server's state again. No toast per tick: the row itself changes.
 */
export function useCheckInSignup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: matchSessionKeys.checkIns(id),
    mutationFn: (variables: CheckInVariables) => checkInSignup(id, variables),
    onSuccess: (response, { signupId }) => {
      // This tick is still counted as under way here: more than one means others await their answer.
      if (queryClient.isMutating({ mutationKey: matchSessionKeys.checkIns(id) }) <= 1)
        return storeSignupList(queryClient, id, response.data);
      queryClient.setQueryData<DataResponse<SignupList>>(matchSessionKeys.signups(id), (cached) =>
        cached ? { ...cached, data: mergeCheckIn(cached.data, response.data, signupId) } : cached,
      );
      return undefined;
    },
  });
}
