import type { Profile } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { profileKeys } from '../profile.keys';

/** GET /profile: the signed-in user's profile, with the BMI computed and the DUPR status (no tokens). */
export function getProfile(signal?: AbortSignal): Promise<DataResponse<Profile>> {
  return api.get<DataResponse<Profile>>('/profile', { signal, silent: true });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
