import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const TASK_FILTERS = ['status', 'priority', 'assigned_to', 'mine', 'tag', 'due', 'archived'] as const;
export type TaskFilterName = (typeof TASK_FILTERS)[number];

/** The tasks list in the URL: the API's filters and sort fields (TaskListQuerySchema), newest first. */
export const TASK_LIST_CONFIG: ListParamsConfig<TaskFilterName> = {
  filters: TASK_FILTERS,
  sortFields: ['title', 'priority', 'status', 'due_date', 'created_at', 'updated_at'],
  defaultSort: '-created_at',
};
