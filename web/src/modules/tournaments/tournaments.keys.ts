/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type TournamentListParams = Record<string, string | number | undefined>;

/**
 * Query keys of the tournaments module (CONVENTIONS §7); every key starts with the module's name.
 * A tournament's parts have keys of their own, so a `tournament.updated` event refetches only the
 * parts it names (details, registrations, bracket). No imports: the frame's realtime wiring reads it.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: () => [...tournamentKeys.all, 'list'] as const,
  list: (query: TournamentListParams) => [...tournamentKeys.lists(), query] as const,
  stats: () => [...tournamentKeys.all, 'stats'] as const,
  calendars: () => [...tournamentKeys.all, 'calendar'] as const,
  calendar: (from: string, to: string) => [...tournamentKeys.calendars(), from, to] as const,
  details: () => [...tournamentKeys.all, 'detail'] as const,
  detail: (id: number) => [...tournamentKeys.details(), id] as const,
  /** A tournament's entries: their pages and their figures. */
  registrations: (id: number) => [...tournamentKeys.all, 'registrations', id] as const,
  registrationList: (id: number, query: TournamentListParams) =>
    [...tournamentKeys.registrations(id), 'list', query] as const,
  registrationStats: (id: number) => [...tournamentKeys.registrations(id), 'stats'] as const,
  /** A tournament's draw: its seeding, its bracket, its matches and their histories. */
  draw: (id: number) => [...tournamentKeys.all, 'draw', id] as const,
  seeding: (id: number) => [...tournamentKeys.draw(id), 'seeding'] as const,
  bracket: (id: number) => [...tournamentKeys.draw(id), 'bracket'] as const,
  matches: (id: number, status: string | undefined) =>
    [...tournamentKeys.draw(id), 'matches', status ?? 'all'] as const,
  slotHistory: (id: number, key: string) => [...tournamentKeys.draw(id), 'history', key] as const,
  /** A bracket match's live score (its public scoreboard), pushed on `scoreboard:<match id>`. */
  liveScores: () => [...tournamentKeys.all, 'live-score'] as const,
  liveScore: (matchId: number) => [...tournamentKeys.liveScores(), matchId] as const,
  /** The signed-in player's own entries and partner invitations. */
  mine: () => [...tournamentKeys.all, 'mine'] as const,
  /** Public tournaments taking entries, for a player to register (the list, or one by id). */
  open: () => [...tournamentKeys.all, 'open'] as const,
  openOne: (id: number) => [...tournamentKeys.open(), id] as const,
  /** Player searches of the staff's entry dialog (the text is added by the search box). */
  players: (id: number) => [...tournamentKeys.all, 'players', id] as const,
  /** Partner searches of a player registering themself (the text is added by the search box). */
  partners: (id: number) => [...tournamentKeys.mine(), 'partners', id] as const,
};

/**
 * Other modules whose screens show what a tournament changes: its matches (scored, voided by a
 * correction), ratings (results of approved matches), the payer's payments (entry fees). Modules
 * do not import each other, so their key roots are named here.
 */
export const TOURNAMENT_RELATED_ROOTS = [['matches'], ['rankpoints'], ['my-payments'], ['payments']] as const;
