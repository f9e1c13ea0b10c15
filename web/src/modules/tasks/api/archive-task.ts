import type { Task } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateTasks } from './invalidate-tasks';
import { keepTask } from './keep-task';

/** POST /tasks/{id}/archive or /restore. */
export function setTaskArchived(id: number, archived: boolean): Promise<DataResponse<Task>> {
  return api.post<DataResponse<Task>>(`/tasks/${id}/${archived ? 'archive' : 'restore'}`, undefined, {
    silent: true,
  });
}

export function useSetTaskArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) => setTaskArchived(id, archived),
    onSuccess: (response) => {
      keepTask(queryClient, response.data);
      if (response.message) toaster.success({ title: response.message });
      return invalidateTasks(queryClient);
    },
  });
}
