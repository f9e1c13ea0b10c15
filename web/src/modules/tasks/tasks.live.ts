import type { Task } from '@pickleball/domain';
import { resourceRoom } from '@pickleball/domain/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { defineLive } from '../../lib/live';
import { taskKeys } from './tasks.keys';

type TasksRealtime = typeof import('./tasks-realtime');
let tasksRealtime: Promise<TasksRealtime> | null = null;

/**
 * The whole task travels with `task.updated`: the board keeps the newer copy, no refetch. The
 * merge (domain's board order and copy merge) loads with the first task event; events wait on
 * the same promise, so they are applied in the order they came.
 */
function applyTask(client: QueryClient, task: Task): void {
  tasksRealtime ??= import('./tasks-realtime');
  void tasksRealtime
    .then((tasks) => tasks.applyTaskUpdated(client, task))
    .catch(() => {
      tasksRealtime = null;
      void client.invalidateQueries({ queryKey: taskKeys.all });
    });
}

export const live = defineLive({
  root: taskKeys.all,
  rooms: [resourceRoom('tasks')],
  on: { 'task.updated': (client, { data }) => applyTask(client, data) },
});
