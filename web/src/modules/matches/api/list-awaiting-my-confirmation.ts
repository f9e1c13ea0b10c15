import type { Match } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchKeys } from '../matches.keys';

/** GET /matches/awaiting-my-confirmation: the signed-in player's submitted matches still to answer. */
export function listAwaitingMyConfirmation(signal?: AbortSignal): Promise<DataResponse<Match[]>> {
  return api.get<DataResponse<Match[]>>('/matches/awaiting-my-confirmation', { signal });
}

export function awaitingMyConfirmationQueryOptions() {
  return queryOptions({
    queryKey: matchKeys.awaitingMyConfirmation(),
    queryFn: ({ signal }) => listAwaitingMyConfirmation(signal),
  });
}

export function useAwaitingMyConfirmation() {
  return useQuery(awaitingMyConfirmationQueryOptions());
}
