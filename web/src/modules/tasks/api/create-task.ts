import type { Task, TaskInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateTasks } from './invalidate-tasks';
import { keepTask } from './keep-task';

/** POST /tasks: on top of its column. Silent: a 422 lands on the form's fields. */
export function createTask(input: TaskInput): Promise<DataResponse<Task>> {
  return api.post<DataResponse<Task>>('/tasks', input, { silent: true });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (response) => {
      keepTask(queryClient, response.data);
      if (response.message) toaster.success({ title: response.message });
      return invalidateTasks(queryClient);
    },
  });
}
