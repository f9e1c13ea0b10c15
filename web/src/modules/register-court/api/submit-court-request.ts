import type { CourtRequestCreatedSchema, CourtRequestInput } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CourtRequestCreated = z.infer<typeof CourtRequestCreatedSchema>;

/**
 * POST /court-requests (public; 5 an hour from one address): answers the reference number.
 * Silent: the page shows a refusal (the hourly limit's message) beside the form, a 422 on the fields.
 */
export function submitCourtRequest(input: CourtRequestInput): Promise<CourtRequestCreated> {
  return api.post<CourtRequestCreated>('/court-requests', input, { silent: true });
}

export function useSubmitCourtRequest() {
  return useMutation({ mutationFn: submitCourtRequest });
}
