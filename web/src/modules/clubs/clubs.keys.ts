/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type ClubListParams = Record<string, string | number | undefined>;

/** Query keys of the clubs module (CONVENTIONS §7); every key starts with the module's name. */
export const clubKeys = {
  all: ['clubs'] as const,
  lists: () => [...clubKeys.all, 'list'] as const,
  list: (query: ClubListParams) => [...clubKeys.lists(), query] as const,
  stats: () => [...clubKeys.all, 'stats'] as const,
  details: () => [...clubKeys.all, 'detail'] as const,
  detail: (id: number) => [...clubKeys.details(), id] as const,
  /** Everything about one club's people: members, join requests, candidates. */
  people: (id: number) => [...clubKeys.all, 'people', id] as const,
  members: (id: number, query: ClubListParams) => [...clubKeys.people(id), 'members', query] as const,
  joinRequests: (id: number, query: ClubListParams) =>
    [...clubKeys.people(id), 'join-requests', query] as const,
  /** Users who could join (the search box adds its text). */
  candidates: (id: number) => [...clubKeys.people(id), 'candidates'] as const,
};
