import type { Task } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type TaskListParams, taskKeys } from '../tasks.keys';

/** GET /tasks: one page of tasks under a search (diacritics ignored), filters and sort. */
export function listTasks(query: TaskListParams, signal?: AbortSignal): Promise<ListResponse<Task>> {
  return api.get<ListResponse<Task>>('/tasks', { query, signal });
}

export function tasksQueryOptions(query: TaskListParams) {
  return queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => listTasks(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTasks(query: TaskListParams) {
  return useQuery(tasksQueryOptions(query));
}
