import type { GeneratedSchedule, SessionGenerateInput } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * POST /match-sessions/generate: a proposal, nothing stored. The same seed and settings give the
 * same schedule; the answer says which seed was used. Silent: a 422 lands on the form's fields.
 */
export function generateSchedule(input: SessionGenerateInput): Promise<DataResponse<GeneratedSchedule>> {
  return api.post<DataResponse<GeneratedSchedule>>('/match-sessions/generate', input, { silent: true });
}

export function useGenerateSchedule() {
  return useMutation({ mutationFn: generateSchedule });
}
