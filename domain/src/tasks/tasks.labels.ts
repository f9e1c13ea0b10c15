import type { TaskPriority, TaskStatus } from './tasks.rules';

/**
 * Translation keys (catalog `tasks`) of the words screens, exports and messages share, written out
 * in full so the catalog check finds each key.
 */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'tasks:status.todo',
  in_progress: 'tasks:status.in_progress',
  review: 'tasks:status.review',
  done: 'tasks:status.done',
};

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'tasks:priority.low',
  medium: 'tasks:priority.medium',
  high: 'tasks:priority.high',
  urgent: 'tasks:priority.urgent',
};
