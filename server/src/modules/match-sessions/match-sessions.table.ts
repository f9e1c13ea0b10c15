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
  /** The event (issue 31 §1): its day (YYYY-MM-DD) and clock times (HH:MM) in `time_zone`. */
  date: string;
  start_time: string;
  end_time: string;
  time_zone: string;
  /** The instants the day and times name (for sorting and calendars). */
  starts_at: string;
  ends_at: string;
  venue_court_id: number | null;
  venue: string | null;
  /** JSON array of the courts' names, court 1 first. */
  court_names: string;
  player_cap: number | null;
  rating_min: number | null;
  rating_max: number | null;
  /** Per player, in minor units of `currency`. */
  fee: number | null;
  currency: string;
  /** members or link. */
  visibility: string;
  organiser_id: number | null;
  /** Minutes before the start after which a player's cancellation needs the organiser. */
  cancel_cutoff_minutes: number;
}

export interface MatchSessionSignupsTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  /** confirmed, waitlisted or cancelled. */
  status: string;
  /** 1..n in line while waitlisted. */
  waitlist_position: number | null;
  /** self, organiser or link. */
  source: string;
  signed_up_at: string;
  promoted_at: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  /** unpaid or paid; how (app, cash, transfer), by whom and when. */
  fee_status: string;
  fee_method: string | null;
  fee_note: string | null;
  fee_marked_by: number | null;
  fee_paid_at: string | null;
  /** At the venue: ticked by the organiser (or the player), and by whom. */
  checked_in_at: string | null;
  checked_in_by: number | null;
  /** Cancelled because they had not come by the start (released to the line). */
  no_show: Generated<boolean>;
  updated_at: string;
}

export interface MatchSessionPlayersTable {
  session_id: number;
  user_id: number;
  /** 1..n: the player's number in the generated schedule. */
  position: number;
  /** The first round the player was there for (1 unless they arrived late). */
  arrived_round: Generated<number>;
  /** The last round before they left early, or null while they are there. */
  left_after_round: number | null;
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
  /** When its players were last called to their court, and how many calls. */
  called_at: Generated<string | null>;
  call_count: Generated<number>;
}

declare module '../../db/database' {
  interface Database {
    match_sessions: MatchSessionsTable;
    match_session_players: MatchSessionPlayersTable;
    match_session_games: MatchSessionGamesTable;
    match_session_signups: MatchSessionSignupsTable;
  }
}
