import type { StaticPageVersionDetailSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { staticPageKeys } from '../static-pages.keys';

export type StaticPageVersionDetail = z.infer<typeof StaticPageVersionDetailSchema>;

/** GET /static-pages/{id}/versions/{version}: one version with its text (sanitised HTML). */
export function getStaticPageVersion(
  id: number,
  version: number,
  signal?: AbortSignal,
): Promise<DataResponse<StaticPageVersionDetail>> {
  return api.get<DataResponse<StaticPageVersionDetail>>(`/static-pages/${id}/versions/${version}`, {
    signal,
  });
}

/** One version's text, while `version` is set (null: nothing asked). */
export function useStaticPageVersion(id: number, version: number | null) {
  return useQuery(
    queryOptions({
      queryKey: staticPageKeys.version(id, version ?? 0),
      queryFn: ({ signal }) => getStaticPageVersion(id, version as number, signal),
      enabled: version !== null,
      // A published version never changes.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
