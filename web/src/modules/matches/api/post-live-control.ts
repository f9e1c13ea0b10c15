import type { LiveSession } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** The live session's controls besides scoring. */
export type LiveControl = 'pause' | 'resume' | 'switch-sides';

/**
 * POST /matches/{id}/live/pause | resume | switch-sides. Silent: the live screen sends them in
 * order with the scoring events and reports failures itself.
 */
export function postLiveControl(id: number, control: LiveControl): Promise<DataResponse<LiveSession>> {
  return api.post<DataResponse<LiveSession>>(`/matches/${id}/live/${control}`, undefined, { silent: true });
}
