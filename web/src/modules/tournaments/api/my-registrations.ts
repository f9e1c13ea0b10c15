import type { MyRegistration, RegistrationPayOutcome, SelfRegistrationInput } from '@pickleball/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { tournamentKeys } from '../tournaments.keys';

/** GET /me/tournament-registrations: my entries and the invitations to be a partner. */
export function listMyRegistrations(signal?: AbortSignal): Promise<DataResponse<MyRegistration[]>> {
  return api.get<DataResponse<MyRegistration[]>>('/me/tournament-registrations', { signal });
}

export function useMyRegistrations() {
  return useQuery(
    queryOptions({ queryKey: tournamentKeys.mine(), queryFn: ({ signal }) => listMyRegistrations(signal) }),
  );
}

export type MyRegistrationAction = 'accept' | 'decline' | 'cancel';

/** POST /me/tournament-registrations/{rid}/{accept|decline|cancel}. Silent: the dialog shows a refusal. */
export function runMyRegistrationAction(
  rid: number,
  action: MyRegistrationAction,
): Promise<DataResponse<MyRegistration>> {
  return api.post<DataResponse<MyRegistration>>(`/me/tournament-registrations/${rid}/${action}`, undefined, {
    silent: true,
  });
}

export function useRunMyRegistrationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rid, action }: { rid: number; action: MyRegistrationAction }) =>
      runMyRegistrationAction(rid, action),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.mine() });
    },
  });
}

/** POST /me/tournament-registrations/{rid}/pay: the fee's payment, then its checkout page (/pay/{id}). */
export function payMyRegistration(rid: number): Promise<DataResponse<RegistrationPayOutcome>> {
  return api.post<DataResponse<RegistrationPayOutcome>>(
    `/me/tournament-registrations/${rid}/pay`,
    undefined,
    {
      silent: true,
    },
  );
}

export function usePayMyRegistration() {
  return useMutation({ mutationFn: payMyRegistration });
}

/**
 * POST /me/tournament-registrations: the player enters a public tournament (and invites their
 * partner). Silent: a refusal ('Failed to register player: …' with the reason, in the user's
 * language) shows in the dialog.
 */
export function registerMyself(input: SelfRegistrationInput): Promise<DataResponse<MyRegistration>> {
  return api.post<DataResponse<MyRegistration>>('/me/tournament-registrations', input, { silent: true });
}

export function useRegisterMyself() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMyself,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.open() }),
      ]),
  });
}
