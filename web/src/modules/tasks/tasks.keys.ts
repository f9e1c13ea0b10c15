/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type TaskListParams = Record<string, string | number | undefined>;

/** Query keys of the tasks module (CONVENTIONS §7); every key starts with the module's name. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (query: TaskListParams) => [...taskKeys.lists(), query] as const,
  stats: () => [...taskKeys.all, 'stats'] as const,
  /** The kanban board: every task not archived, with the copies realtime brought since. */
  board: () => [...taskKeys.all, 'board'] as const,
  tags: () => [...taskKeys.all, 'tags'] as const,
  assignees: () => [...taskKeys.all, 'assignees'] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (id: number) => [...taskKeys.details(), id] as const,
};
