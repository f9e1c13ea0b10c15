import type { CourtRequestPublicSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { registerCourtKeys } from '../register-court.keys';

export type PublicCourtRequest = z.infer<typeof CourtRequestPublicSchema>;

/** The private link's token as the server accepts it; anything else is no link of ours. */
export const EDIT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** GET /court-requests/edit/{token} (public): the applicant's request, status and staff feedback. */
export function getRequestByToken(
  token: string,
  signal?: AbortSignal,
): Promise<DataResponse<PublicCourtRequest>> {
  return api.get<DataResponse<PublicCourtRequest>>(`/court-requests/edit/${encodeURIComponent(token)}`, {
    signal,
    silent: true,
  });
}

export function requestByTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: registerCourtKeys.byToken(token),
    queryFn: ({ signal }) => getRequestByToken(token, signal),
    enabled: EDIT_TOKEN_PATTERN.test(token),
    // An unknown or used link stays unknown: asking again changes nothing.
    retry: (count, error) => !(isApiError(error) && error.status !== null && error.status < 500) && count < 2,
  });
}

export function useRequestByToken(token: string) {
  return useQuery(requestByTokenQueryOptions(token));
}
