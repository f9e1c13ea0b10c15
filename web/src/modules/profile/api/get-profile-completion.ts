import type { PROFILE_COMPLETION_FIELDS } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { profileKeys } from '../profile.keys';

export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

export interface ProfileCompletion {
  percent: number;
  missing: ProfileCompletionField[];
}

/** GET /profile/completion: the share of the profile filled in, and the fields still missing. */
export function getProfileCompletion(signal?: AbortSignal): Promise<DataResponse<ProfileCompletion>> {
  return api.get<DataResponse<ProfileCompletion>>('/profile/completion', { signal, silent: true });
}

export function profileCompletionQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.completion(),
    queryFn: ({ signal }) => getProfileCompletion(signal),
  });
}

export function useProfileCompletion() {
  return useQuery(profileCompletionQueryOptions());
}
