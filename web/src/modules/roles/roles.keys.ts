/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type RoleListParams = Record<string, string | number | undefined>;

/** Query keys of the roles module (CONVENTIONS §7); every key starts with the module's name. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RoleListParams) => [...roleKeys.lists(), query] as const,
  details: () => [...roleKeys.all, 'detail'] as const,
  detail: (id: number) => [...roleKeys.details(), id] as const,
  stats: () => [...roleKeys.all, 'stats'] as const,
  filters: () => [...roleKeys.all, 'filters'] as const,
  permissionChoices: () => [...roleKeys.all, 'permission-choices'] as const,
};
