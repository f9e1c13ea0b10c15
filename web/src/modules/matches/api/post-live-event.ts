import type { LiveEventInput, LiveSession } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * POST /matches/{id}/live/events: one rally, fault or undo, numbered `seq` (the session's seq + 1).
 * Silent: the live screen's queue decides what a failure means (offline, already recorded…).
 */
export function postLiveEvent(id: number, input: LiveEventInput): Promise<DataResponse<LiveSession>> {
  return api.post<DataResponse<LiveSession>>(`/matches/${id}/live/events`, input, { silent: true });
}
