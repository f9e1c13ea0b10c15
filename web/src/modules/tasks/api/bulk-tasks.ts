import type { Task, TaskBulkInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateTasks } from './invalidate-tasks';
import { keepTask } from './keep-task';

/** POST /tasks/bulk: assign, change status, archive or restore the selected tasks, all or none. */
export function runBulkAction(input: TaskBulkInput): Promise<DataResponse<Task[]>> {
  return api.post<DataResponse<Task[]>>('/tasks/bulk', input);
}

export function useBulkTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkAction,
    onSuccess: (response) => {
      for (const task of response.data) keepTask(queryClient, task);
      if (response.message) toaster.success({ title: response.message });
      return invalidateTasks(queryClient);
    },
  });
}
