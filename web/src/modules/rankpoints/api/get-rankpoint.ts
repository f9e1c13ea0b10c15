import type { RankpointDetailSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { rankpointKeys } from '../rankpoints.keys';

export type RankpointDetail = z.infer<typeof RankpointDetailSchema>;

/** GET /rankpoints/{id}: a player's rank points with the whole rating history, oldest first. */
export function getRankpoint(id: number, signal?: AbortSignal): Promise<DataResponse<RankpointDetail>> {
  return api.get<DataResponse<RankpointDetail>>(`/rankpoints/${id}`, { signal, silent: true });
}

export function rankpointQueryOptions(id: number) {
  return queryOptions({
    queryKey: rankpointKeys.detail(id),
    queryFn: ({ signal }) => getRankpoint(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRankpoint(id: number) {
  return useQuery(rankpointQueryOptions(id));
}
