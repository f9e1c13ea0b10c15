/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type PermissionListParams = Record<string, string | number | undefined>;

/** Query keys of the permissions module (CONVENTIONS §7); every key starts with the module's name. */
export const permissionKeys = {
  all: ['permissions'] as const,
  lists: () => [...permissionKeys.all, 'list'] as const,
  list: (query: PermissionListParams) => [...permissionKeys.lists(), query] as const,
  details: () => [...permissionKeys.all, 'detail'] as const,
  detail: (id: number) => [...permissionKeys.details(), id] as const,
  stats: () => [...permissionKeys.all, 'stats'] as const,
  filters: () => [...permissionKeys.all, 'filters'] as const,
  grouped: () => [...permissionKeys.all, 'grouped'] as const,
};
