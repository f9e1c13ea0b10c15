import type { Generated } from 'kysely';

export interface MatchSessionsTable {
  id: Generated<number>;
  name: string;
  status: string;
  match_type: string;
  club_id: number | null;
  best_of: number;
  target_points: number;
  win_by: number;
  match_duration_minutes: number;
  courts: number | null;
  seed: number;
  balance_by_rating: boolean;
  full_cycle_rounds: number;
  rounds_count: number;
  total_matches: number;
  fairness_score: number;
  fairness_label: string;
  /** Name and club name folded for diacritic-insensitive search. */
  search_text: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
}

export interface MatchSessionPlayersTable {
  session_id: number;
  user_id: number;
  /** 1..n: the player's number in the generated schedule. */
  position: number;
}

export interface MatchSessionGamesTable {
  id: Generated<number>;
  session_id: number;
  round: number;
  court: number;
  /** Team 1: player1 (+ player2 in doubles); team 2: player3 (+ player4). */
  player1: number;
  player2: number | null;
  player3: number;
  player4: number | null;
  /** The real match, once the session started. */
  match_id: number | null;
}

declare module '../../db/database' {
  interface Database {
    match_sessions: MatchSessionsTable;
    match_session_players: MatchSessionPlayersTable;
    match_session_games: MatchSessionGamesTable;
  }
}
