/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type CourtListParams = Record<string, string | number | undefined>;

/** Query keys of the courts module (CONVENTIONS §7); every key starts with the module's name. */
export const courtKeys = {
  all: ['courts'] as const,
  lists: () => [...courtKeys.all, 'list'] as const,
  list: (query: CourtListParams) => [...courtKeys.lists(), query] as const,
  details: () => [...courtKeys.all, 'detail'] as const,
  detail: (id: number) => [...courtKeys.details(), id] as const,
  stats: () => [...courtKeys.all, 'stats'] as const,
  /**
   * The running import's progress, `{ done, total }` rows written: put in the cache by the
   * realtime event `court.import_progress` (the module's .live.ts), never fetched.
   */
  importProgress: () => [...courtKeys.all, 'import-progress'] as const,
};
