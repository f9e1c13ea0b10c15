import type { SignupList } from '@pickleball/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchSessionKeys } from '../match-sessions.keys';

/**
 * After an organiser's change the API answered with the night's sign-ups (a player added or
 * cancelled, a fee marked): the list as answered, and the club nights (the organiser's own place
 * and the counts there).
 */
export function storeSignupList(queryClient: QueryClient, id: number, list: SignupList): Promise<unknown> {
  queryClient.setQueryData(matchSessionKeys.signups(id), { data: list });
  return queryClient.invalidateQueries({ queryKey: matchSessionKeys.clubNights() });
}
