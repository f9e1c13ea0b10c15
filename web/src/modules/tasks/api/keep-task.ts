import { mergeTask, type Task } from '@pickleball/domain';
import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from '../tasks.keys';

/** The server's copy of a task after a change: on the board (when newer) and as the task's own page. */
export function keepTask(queryClient: QueryClient, task: Task): void {
  queryClient.setQueryData<{ data: Task[] }>(taskKeys.board(), (shown) =>
    shown ? { ...shown, data: mergeTask(shown.data, task) } : shown,
  );
  queryClient.setQueryData<{ data: Task }>(taskKeys.detail(task.id), (shown) =>
    shown && shown.data.revision > task.revision ? shown : { data: task },
  );
}
