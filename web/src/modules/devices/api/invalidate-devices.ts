import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { deviceKeys } from '../devices.keys';

/** After a change to a device: lists, figures, filter options, that device, and the audit trail. */
export function invalidateDevices(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deviceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: deviceKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: deviceKeys.filters() }),
    ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: deviceKeys.detail(id) })]),
    refetchFollowers(queryClient, 'devices'),
  ]);
}
