import type { Task, TaskInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateTasks } from './invalidate-tasks';
import { keepTask } from './keep-task';

/** PUT /tasks/{id}: every field. Silent: a 422 lands on the form's fields. */
export function updateTask(id: number, input: TaskInput): Promise<DataResponse<Task>> {
  return api.put<DataResponse<Task>>(`/tasks/${id}`, input, { silent: true });
}

export function useUpdateTask(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskInput) => updateTask(id, input),
    onSuccess: (response) => {
      keepTask(queryClient, response.data);
      if (response.message) toaster.success({ title: response.message });
      return invalidateTasks(queryClient);
    },
  });
}
