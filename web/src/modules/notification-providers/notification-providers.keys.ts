/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type ProviderListParams = Record<string, string | number | undefined>;

/** Query keys of the notification providers module (CONVENTIONS §7); every key starts with the module's name. */
export const providerKeys = {
  all: ['notification-providers'] as const,
  lists: () => [...providerKeys.all, 'list'] as const,
  list: (query: ProviderListParams) => [...providerKeys.lists(), query] as const,
  details: () => [...providerKeys.all, 'detail'] as const,
  detail: (id: number) => [...providerKeys.details(), id] as const,
  /** The Zalo ZNS page: the OA's provider and the template per category. */
  zaloZns: () => [...providerKeys.all, 'zalo-zns'] as const,
};
