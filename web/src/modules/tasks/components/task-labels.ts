import {
  TASK_DUE_FILTERS,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskDueFilter,
  type TaskPriority,
  type TaskStatus,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  todo: 'gray',
  in_progress: 'blue',
  review: 'purple',
  done: 'green',
};

export const TASK_PRIORITY_COLORS: Record<TaskPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** Written out in full so the catalog check sees every key used. */
export const TASK_DUE_FILTER_KEYS: Record<TaskDueFilter, string> = {
  overdue: 'tasks:filters.overdue',
  this_week: 'tasks:filters.this_week',
};

/** The tasks module's fixed words in the user's language, and the options of its selects. */
export function useTaskLabels() {
  const { t } = useTranslation('tasks');
  return useMemo(
    () => ({
      status: (status: TaskStatus) => t(TASK_STATUS_LABELS[status]),
      priority: (priority: TaskPriority) => t(TASK_PRIORITY_LABELS[priority]),
      statusOptions: TASK_STATUSES.map((value) => ({ value, label: t(TASK_STATUS_LABELS[value]) })),
      priorityOptions: TASK_PRIORITIES.map((value) => ({ value, label: t(TASK_PRIORITY_LABELS[value]) })),
      dueOptions: TASK_DUE_FILTERS.map((value) => ({ value, label: t(TASK_DUE_FILTER_KEYS[value]) })),
    }),
    [t],
  );
}
