import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { taskKeys } from '../tasks.keys';

/** After a change to tasks: lists, figures and tags, and the screens of other modules that show tasks. */
export function invalidateTasks(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: taskKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: taskKeys.tags() }),
    refetchFollowers(queryClient, 'tasks'),
  ]);
}
