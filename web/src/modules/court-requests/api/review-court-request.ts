import type { CourtRequest } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { courtRequestKeys } from '../court-requests.keys';
import { invalidateCourtRequests } from './invalidate-court-requests';

/**
 * The review steps (SPEC §4 "Court request"), each POST /court-requests/{id}/<step> answering the
 * request with its history: approve (optional notes; creates the court), reject (a reason of at
 * least 10 characters), request changes (feedback of at least 10), and a staff comment. One file
 * for the family: the same path shape and answer.
 */
export type CourtRequestReview =
  | { step: 'approve'; body: { review_notes?: string } }
  | { step: 'reject'; body: { reason: string } }
  | { step: 'request-changes'; body: { feedback: string } }
  | { step: 'comments'; body: { body: string } };

/** Silent: the dialog or the comment box shows a refusal (already reviewed) itself. */
export function reviewCourtRequest(
  id: number,
  review: CourtRequestReview,
): Promise<DataResponse<CourtRequest>> {
  return api.post<DataResponse<CourtRequest>>(`/court-requests/${id}/${review.step}`, review.body, {
    silent: true,
  });
}

export function useReviewCourtRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CourtRequestReview) => reviewCourtRequest(id, review),
    onSuccess: (response) => {
      queryClient.setQueryData(courtRequestKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateCourtRequests(queryClient),
  });
}
