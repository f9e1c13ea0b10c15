import type { Task } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { taskKeys } from '../tasks.keys';

/** GET /tasks/{id}. */
export function getTask(id: number, signal?: AbortSignal): Promise<DataResponse<Task>> {
  return api.get<DataResponse<Task>>(`/tasks/${id}`, { signal });
}

export function taskQueryOptions(id: number) {
  return queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => getTask(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useTask(id: number) {
  return useQuery(taskQueryOptions(id));
}
