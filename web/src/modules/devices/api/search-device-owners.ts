import type { DeviceOwner } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** GET /devices/owner-candidates?search=: up to 20 active users by name, username, e-mail or phone. */
export function searchDeviceOwners(
  search: string,
  signal?: AbortSignal,
): Promise<DataResponse<DeviceOwner[]>> {
  return api.get<DataResponse<DeviceOwner[]>>('/devices/owner-candidates', {
    query: { search },
    signal,
    // The picker says so itself when the search fails.
    silent: true,
  });
}
