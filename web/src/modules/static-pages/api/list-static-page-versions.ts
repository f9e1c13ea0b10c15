import type { StaticPageVersion } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { staticPageKeys } from '../static-pages.keys';

/** GET /static-pages/{id}/versions: every published version, newest first. */
export function listStaticPageVersions(
  id: number,
  signal?: AbortSignal,
): Promise<DataResponse<StaticPageVersion[]>> {
  return api.get<DataResponse<StaticPageVersion[]>>(`/static-pages/${id}/versions`, { signal });
}

export function useStaticPageVersions(id: number) {
  return useQuery(
    queryOptions({
      queryKey: staticPageKeys.versions(id),
      queryFn: ({ signal }) => listStaticPageVersions(id, signal),
    }),
  );
}
