import type { Court } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourtChoice } from '../../../components/search-picker/court-picker';
import { api, type DataResponse } from '../../../lib/api-client';
import { clubKeys } from '../clubs.keys';

/** GET /courts/{id}: names the court a bookmarked list filters by. */
export async function getCourtChoice(id: number, signal?: AbortSignal): Promise<CourtChoice> {
  const { data } = await api.get<DataResponse<Court>>(`/courts/${id}`, { signal, silent: true });
  return {
    id: data.id,
    name: data.name,
    province: data.province,
    ward: data.ward,
  };
}

export function courtChoiceQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...clubKeys.all, 'court', id] as const,
    queryFn: ({ signal }) => getCourtChoice(id ?? 0, signal),
    enabled: id !== null && id > 0,
    staleTime: 5 * 60_000,
  });
}

export function useCourtChoice(id: number | null) {
  return useQuery(courtChoiceQueryOptions(id));
}
