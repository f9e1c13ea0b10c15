import type { TaskStats } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { taskKeys } from '../tasks.keys';

/** GET /tasks/stats: by status, overdue, my open tasks, archived. */
export function getTaskStats(signal?: AbortSignal): Promise<DataResponse<TaskStats>> {
  return api.get<DataResponse<TaskStats>>('/tasks/stats', { signal });
}

export function taskStatsQueryOptions() {
  return queryOptions({ queryKey: taskKeys.stats(), queryFn: ({ signal }) => getTaskStats(signal) });
}

export function useTaskStats() {
  return useQuery(taskStatsQueryOptions());
}
