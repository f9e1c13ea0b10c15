import type { DuprStatus, Profile } from '@pickleball/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DataResponse } from '../../../lib/api-client';
import { profileKeys } from '../profile.keys';

/**
 * After a DUPR call: the profile's DUPR status takes the answer at once; connect and sync also
 * wrote DUPR's ratings into the profile's points, so the profile is fetched again for them.
 */
export async function storeDuprStatus(
  queryClient: QueryClient,
  status: DuprStatus,
  options: { pointsChanged: boolean },
): Promise<void> {
  queryClient.setQueryData<DataResponse<Profile>>(profileKeys.mine(), (current) =>
    current ? { ...current, data: { ...current.data, dupr: status } } : current,
  );
  if (options.pointsChanged)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: profileKeys.completion() }),
    ]);
}
