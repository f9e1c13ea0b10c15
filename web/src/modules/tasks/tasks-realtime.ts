import { mergeTask } from '@pickleball/domain/tasks/tasks.board';
import type { Task } from '@pickleball/domain/tasks/tasks.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from './tasks.keys';

/**
 * What `task.updated` moves in this module's cache (its .live.ts calls it; pages do not
 * listen ad hoc). The event carries the whole task with its revision: the board and the task's
 * page keep whichever copy is newer, whatever order copies arrive in (domain's mergeTask), with
 * no request; lists and figures, whose order and counts the change may move, are asked again.
 * Imports stay on domain's zod-free files: this rides in the frame's realtime chunk.
 */
export function applyTaskUpdated(client: QueryClient, task: Task): void {
  client.setQueryData<{ data: Task[] }>(taskKeys.board(), (shown) =>
    shown ? { ...shown, data: mergeTask(shown.data, task) } : shown,
  );
  client.setQueryData<{ data: Task }>(taskKeys.detail(task.id), (shown) =>
    shown && shown.data.revision >= task.revision ? shown : shown ? { ...shown, data: task } : shown,
  );
  void client.invalidateQueries({ queryKey: taskKeys.lists() }, { cancelRefetch: false });
  void client.invalidateQueries({ queryKey: taskKeys.stats() }, { cancelRefetch: false });
  void client.invalidateQueries({ queryKey: taskKeys.tags() }, { cancelRefetch: false });
}
