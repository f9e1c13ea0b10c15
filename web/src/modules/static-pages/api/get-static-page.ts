import type { StaticPage } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { staticPageKeys } from '../static-pages.keys';

/** GET /static-pages/{id}: the draft and the published version. */
export function getStaticPage(id: number, signal?: AbortSignal): Promise<DataResponse<StaticPage>> {
  return api.get<DataResponse<StaticPage>>(`/static-pages/${id}`, { signal });
}

export function staticPageQueryOptions(id: number) {
  return queryOptions({
    queryKey: staticPageKeys.detail(id),
    queryFn: ({ signal }) => getStaticPage(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useStaticPage(id: number) {
  return useQuery(staticPageQueryOptions(id));
}
