import type { TaskTagCount } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { taskKeys } from '../tasks.keys';

/** GET /tasks/tags: the tags in use, most used first (filter choices, form suggestions). */
export function listTaskTags(signal?: AbortSignal): Promise<DataResponse<TaskTagCount[]>> {
  return api.get<DataResponse<TaskTagCount[]>>('/tasks/tags', { signal });
}

export function taskTagsQueryOptions() {
  return queryOptions({ queryKey: taskKeys.tags(), queryFn: ({ signal }) => listTaskTags(signal) });
}

export function useTaskTags() {
  return useQuery(taskTagsQueryOptions());
}
