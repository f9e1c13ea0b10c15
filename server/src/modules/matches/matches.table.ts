import type { Generated } from 'kysely';

export interface MatchesTable {
  id: Generated<number>;
  event: string;
  location: string | null;
  /** The registered court it is played at, when it is one (the location text says it otherwise). */
  court_id: number | null;
  /** The club it is played for, if any. */
  club_id: number | null;
  played_at: string;
  discipline: string;
  format: string;
  best_of: number;
  target_points: number;
  win_by: number;
  tiebreak_target: number | null;
  score_type: string;
  notes: string | null;
  is_certified: boolean;
  status: string;
  winner_team: number | null;
  status_reason: string | null;
  live_status: string | null;
  /** The scoring engine's MatchState as JSON text. */
  live_state: string | null;
  live_seq: Generated<number>;
  /** Raised by every change of the row (updateMatch): the scoreboard's revision. */
  revision: Generated<number>;
  sides_swapped: Generated<boolean>;
  /** The event alone, folded: the list's event filter. */
  event_key: string;
  /**
   * A match session's match: its round (1..r in the session) and court. The event is then the
   * session's name, and screens add "Round 1 · Court 1" in the reader's language.
   */
  session_round: number | null;
  session_court: number | null;
  /** Event, location and player names folded for diacritic-insensitive search. */
  search_text: string;
  created_by: number | null;
  reviewed_by: number | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MatchPlayersTable {
  match_id: number;
  user_id: number;
  /** 1 or 2 (team 1 is the scoring engine's team A). */
  team: number;
  /** 0 or 1 within the team (player 0 starts each game in the right court). */
  position: number;
}

export interface MatchGamesTable {
  match_id: number;
  game_number: number;
  team1: number;
  team2: number;
}

export interface MatchConfirmationsTable {
  match_id: number;
  user_id: number;
  status: string;
  reason: string | null;
  requested_at: string;
  responded_at: string | null;
}

export interface MatchLiveEventsTable {
  match_id: number;
  seq: number;
  kind: string;
  /** The action as sent (JSON text). */
  payload: string;
  user_id: number | null;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    matches: MatchesTable;
    match_players: MatchPlayersTable;
    match_games: MatchGamesTable;
    match_confirmations: MatchConfirmationsTable;
    match_live_events: MatchLiveEventsTable;
  }
}
