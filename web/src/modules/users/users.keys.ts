/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type UserListParams = Record<string, string | number | undefined>;

/** Query keys of the users module (CONVENTIONS §7); every key starts with the module's name. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListParams) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
  filters: () => [...userKeys.all, 'filters'] as const,
  assignableRoles: () => [...userKeys.all, 'assignable-roles'] as const,
};
