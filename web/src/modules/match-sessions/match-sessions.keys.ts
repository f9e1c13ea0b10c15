/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type MatchSessionListParams = Record<string, string | number | undefined>;

/** Query keys of the match sessions module (CONVENTIONS §7); every key starts with the module's name. */
export const matchSessionKeys = {
  all: ['match-sessions'] as const,
  lists: () => [...matchSessionKeys.all, 'list'] as const,
  list: (query: MatchSessionListParams) => [...matchSessionKeys.lists(), query] as const,
  /**
   * The calendar's ranges: under the lists, so whatever refreshes the lists (a save here, a
   * realtime event) refreshes the calendar too.
   */
  calendars: () => [...matchSessionKeys.lists(), 'calendar'] as const,
  calendar: (from: string, to: string) => [...matchSessionKeys.calendars(), from, to] as const,
  stats: () => [...matchSessionKeys.all, 'stats'] as const,
  details: () => [...matchSessionKeys.all, 'detail'] as const,
  detail: (id: number) => [...matchSessionKeys.details(), id] as const,
  /** A session's standings and pairs: under the session, so one invalidation takes both. */
  statistics: (id: number) => [...matchSessionKeys.detail(id), 'statistics'] as const,
  /** A night's sign-ups: under the session, so whatever refreshes the session refreshes them. */
  signups: (id: number) => [...matchSessionKeys.detail(id), 'signups'] as const,
  /** The check-ins under way on a night (a mutation key): the header counts them as they will be. */
  checkIns: (id: number) => [...matchSessionKeys.signups(id), 'check-in'] as const,
  /** The signed-in player's club nights (theirs and the open ones), heard in their own room. */
  clubNights: () => [...matchSessionKeys.all, 'club-nights'] as const,
  /** The generator's player lists (club members, searches). */
  candidates: (query: { search?: string; club_id?: number; match_type: string }) =>
    [...matchSessionKeys.all, 'candidates', query] as const,
};
