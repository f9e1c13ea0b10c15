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

/**
 * Other modules whose screens a review changes: an approval creates a court (the courts list and
 * its "requests waiting" figure), and every step is audited. Named here: modules do not import each other.
 */
export const COURT_REQUEST_RELATED_ROOTS = [['courts'], ['audit']] as const;
