import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse } from '../../../lib/api-client';
import { profileKeys } from '../profile.keys';

export interface Country {
  code: string;
  name: string;
}

/**
 * GET /geo/countries: every country by ISO code, named and sorted in the request's language (the
 * API client sends the UI language), so the list is fetched again when the language changes.
 */
export function listCountries(signal?: AbortSignal): Promise<DataResponse<Country[]>> {
  return api.get<DataResponse<Country[]>>('/geo/countries', { signal });
}

export function countriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: profileKeys.countries(language),
    queryFn: ({ signal }) => listCountries(signal),
    // The list changes with ISO, not with the visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQueryOptions(i18n.language));
}
