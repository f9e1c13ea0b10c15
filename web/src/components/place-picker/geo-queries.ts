import type { Province, Ward } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../lib/api-client';

/**
 * Vietnam's provinces and wards (GET /geo/provinces, /geo/provinces/{code}/wards): public, the
 * same for everyone and changed by national resolution a few times a year, so they are kept for
 * the whole visit. Names come in both languages in every answer; the picker chooses one.
 */
export const geoKeys = {
  all: ['geo'] as const,
  provinces: () => [...geoKeys.all, 'provinces'] as const,
  wards: (provinceCode: string) => [...geoKeys.all, 'wards', provinceCode] as const,
};

const FOREVER = Number.POSITIVE_INFINITY;

export function listProvinces(signal?: AbortSignal): Promise<DataResponse<Province[]>> {
  return api.get<DataResponse<Province[]>>('/geo/provinces', { signal });
}

export function listWards(provinceCode: string, signal?: AbortSignal): Promise<DataResponse<Ward[]>> {
  return api.get<DataResponse<Ward[]>>(`/geo/provinces/${encodeURIComponent(provinceCode)}/wards`, {
    signal,
  });
}

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: geoKeys.provinces(),
    queryFn: ({ signal }) => listProvinces(signal),
    staleTime: FOREVER,
    gcTime: FOREVER,
  });
}

export function wardsQueryOptions(provinceCode: string) {
  return queryOptions({
    queryKey: geoKeys.wards(provinceCode),
    queryFn: ({ signal }) => listWards(provinceCode, signal),
    enabled: /^\d{2}$/.test(provinceCode),
    staleTime: FOREVER,
    gcTime: 30 * 60_000,
  });
}

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}

export function useWards(provinceCode: string) {
  return useQuery(wardsQueryOptions(provinceCode));
}
