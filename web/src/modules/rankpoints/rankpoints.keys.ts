/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type RankpointListParams = Record<string, string | number | undefined>;

/** Query keys of the rank points module (CONVENTIONS §7); every key starts with the module's name. */
export const rankpointKeys = {
  all: ['rankpoints'] as const,
  lists: () => [...rankpointKeys.all, 'list'] as const,
  list: (query: RankpointListParams) => [...rankpointKeys.lists(), query] as const,
  details: () => [...rankpointKeys.all, 'detail'] as const,
  detail: (id: number) => [...rankpointKeys.details(), id] as const,
  leaderboards: () => [...rankpointKeys.all, 'leaderboard'] as const,
  leaderboard: (query: RankpointListParams) => [...rankpointKeys.leaderboards(), query] as const,
  /** Players to give rank points to, found through the users list or the match players' search. */
  players: (source: string) => [...rankpointKeys.all, 'players', source] as const,
};
