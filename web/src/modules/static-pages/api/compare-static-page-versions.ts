import type { StaticPageDiff } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { staticPageKeys } from '../static-pages.keys';

/** GET /static-pages/{id}/compare?from&to: a line diff of two versions, or of a version and the draft. */
export function compareStaticPageVersions(
  id: number,
  from: number,
  to: number | 'draft',
  signal?: AbortSignal,
): Promise<DataResponse<StaticPageDiff>> {
  return api.get<DataResponse<StaticPageDiff>>(`/static-pages/${id}/compare`, {
    query: { from, to },
    signal,
  });
}

/** The comparison of `from` with `to`, once both are chosen and differ. */
export function useStaticPageComparison(id: number, from: number | null, to: number | 'draft' | null) {
  return useQuery(
    queryOptions({
      queryKey: staticPageKeys.compare(id, from ?? 0, to ?? 0),
      queryFn: ({ signal }) => compareStaticPageVersions(id, from as number, to as number | 'draft', signal),
      enabled: from !== null && to !== null && from !== to,
      placeholderData: keepPreviousData,
    }),
  );
}
