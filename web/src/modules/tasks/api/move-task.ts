import type { Task, TaskMoveInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * POST /tasks/{id}/move: into a status, right below `after_id` (null: on top). Silent: the board
 * rolls the card back and says why in its own words (use-board-moves.ts).
 */
export function moveTask(id: number, input: TaskMoveInput): Promise<DataResponse<Task>> {
  return api.post<DataResponse<Task>>(`/tasks/${id}/move`, input, { silent: true });
}
