/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type CourtRequestListParams = Record<string, string | number | undefined>;

/** Query keys of the court-requests module (CONVENTIONS §7); every key starts with the module's name. */
export const courtRequestKeys = {
  all: ['court-requests'] as const,
  lists: () => [...courtRequestKeys.all, 'list'] as const,
  list: (query: CourtRequestListParams) => [...courtRequestKeys.lists(), query] as const,
  details: () => [...courtRequestKeys.all, 'detail'] as const,
  detail: (id: number) => [...courtRequestKeys.details(), id] as const,
  stats: () => [...courtRequestKeys.all, 'stats'] as const,
};
