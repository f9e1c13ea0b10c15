import type { TaskPerson } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** GET /tasks/assignees?search=: people a task can be given to (active, holding task.view). */
export async function searchAssignees(search: string, signal?: AbortSignal): Promise<TaskPerson[]> {
  const response = await api.get<DataResponse<TaskPerson[]>>('/tasks/assignees', {
    query: { search: search || undefined, limit: 20 },
    signal,
    silent: true,
  });
  return response.data;
}
