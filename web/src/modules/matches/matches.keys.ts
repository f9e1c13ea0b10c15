/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type MatchListParams = Record<string, string | number | undefined>;

/** Query keys of the matches module (CONVENTIONS §7); every key starts with the module's name. */
export const matchKeys = {
  all: ['matches'] as const,
  lists: () => [...matchKeys.all, 'list'] as const,
  list: (query: MatchListParams) => [...matchKeys.lists(), query] as const,
  details: () => [...matchKeys.all, 'detail'] as const,
  detail: (id: number) => [...matchKeys.details(), id] as const,
  stats: () => [...matchKeys.all, 'stats'] as const,
  live: (id: number) => [...matchKeys.all, 'live', id] as const,
  /** Player searches (the text is added by the search box). */
  players: () => [...matchKeys.all, 'players'] as const,
  awaitingMyConfirmation: () => [...matchKeys.all, 'awaiting-my-confirmation'] as const,
};

/**
 * Other modules whose screens show matches: the public scoreboard. Modules do not import each
 * other, so its key root (the module's name) is named here.
 */
export const MATCH_RELATED_ROOTS = [['scoreboard']] as const;
