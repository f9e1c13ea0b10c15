/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type DeviceListParams = Record<string, string | number | undefined>;

/** Query keys of the devices module (CONVENTIONS §7); every key starts with the module's name. */
export const deviceKeys = {
  all: ['devices'] as const,
  lists: () => [...deviceKeys.all, 'list'] as const,
  list: (query: DeviceListParams) => [...deviceKeys.lists(), query] as const,
  stats: () => [...deviceKeys.all, 'stats'] as const,
  filters: () => [...deviceKeys.all, 'filters'] as const,
  details: () => [...deviceKeys.all, 'detail'] as const,
  detail: (id: number) => [...deviceKeys.details(), id] as const,
  owners: () => [...deviceKeys.all, 'owners'] as const,
};
