import type { Generated } from 'kysely';

export interface TournamentsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** singles, doubles or mixed_doubles. */
  type: string;
  /** One of the five formats (the draw engine's DrawFormat). */
  format: string;
  max_participants: number | null;
  /** dupr_rating, random or manual. */
  seeding_method: string;
  /** The seed of random seeding: the same number gives the same order anywhere. */
  random_seed: number;
  /** fixed or lot: how seeds 3 and beyond take their block's lines. */
  seed_placement: string;
  location: string | null;
  court_id: number | null;
  /** YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  /** HH:MM. */
  start_time: string | null;
  end_time: string | null;
  registration_deadline: string | null;
  organizer_name: string | null;
  organizer_email: string | null;
  organizer_phone: string | null;
  is_free: boolean;
  /** Minor units of `currency`. */
  entry_fee: number | null;
  currency: string;
  prize_pool: number | null;
  auto_bracket_generation: boolean;
  requires_approval: boolean;
  is_public: boolean;
  allow_late_registration: boolean;
  is_active: boolean;
  is_archived: boolean;
  rules: string | null;
  notes: string | null;
  status: string;
  sort_order: number;
  bronze_match: boolean;
  grand_final_reset: boolean;
  /** full_match or one_game_to_15. */
  reset_format: string;
  pools: number | null;
  advance_per_pool: number | null;
  best_of: number;
  target_points: number;
  win_by: number;
  score_type: string;
  /** Rises on every change of the tournament, its entries or its bracket. */
  revision: number;
  cancel_reason: string | null;
  created_by: number | null;
  registration_opened_at: string | null;
  registration_closed_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  archived_at: string | null;
  /** The name's Vietnamese sort key. */
  sort_name: string;
  /** Name, location and organizer folded for diacritic-insensitive search. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface TournamentRegistrationsTable {
  id: Generated<number>;
  tournament_id: number;
  player_id: number;
  partner_id: number | null;
  /** invited, confirmed or declined; null for singles. */
  partner_status: string | null;
  partner_responded_at: string | null;
  /** Each player's rating for the event's type when registering. */
  player_rating: number | null;
  partner_rating: number | null;
  /** The entry's rating (the pair's average): what dupr_rating seeding reads. */
  dupr_rating: number | null;
  notes: string | null;
  status: string;
  waitlist_position: number | null;
  approved_at: string | null;
  approved_by: number | null;
  payment_status: string;
  payment_id: number | null;
  /** The seed in the current draw. */
  seed: number | null;
  /** The organiser's order for manual seeding (1 first). */
  manual_order: number | null;
  final_place: number | null;
  medal: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  /** Staff who entered it; null when the player did. */
  registered_by: number | null;
  registered_at: string;
  /** The entry's name (player / partner) as a Vietnamese sort key. */
  sort_name: string;
  /** Both players' names and usernames, folded. */
  search_text: string;
  updated_at: string;
}

/** One row per player of an active entry: (tournament, user) is unique. */
export interface TournamentEntrantsTable {
  tournament_id: number;
  user_id: number;
  registration_id: number;
}

export interface TournamentDrawsTable {
  tournament_id: number;
  format: string;
  entrants: number;
  /** The engine's Draw as JSON text. */
  draw: string;
  seeding_method: string;
  random_seed: number;
  generated_by: number | null;
  generated_at: string;
}

export interface TournamentSlotsTable {
  id: Generated<number>;
  tournament_id: number;
  key: string;
  bracket: string;
  round: number;
  position: number;
  pool: number | null;
  /** The slot's index in the draw's order of play. */
  play_order: number;
  /** The engine's state (resolveDraw), kept in step by every change of the bracket. */
  state: string;
  /** The registrations standing on each side (null: not known yet, or a bye). */
  entrant_a: number | null;
  entrant_b: number | null;
  /** The result that counts: 'a' or 'b'; null while none. */
  result_winner: string | null;
  result_walkover: boolean;
  /** [[a, b], …] points per game, JSON text. */
  result_games: string | null;
  /** The match the result came from (null for a walkover). */
  result_match_id: number | null;
  /** The slot's current real match. */
  match_id: number | null;
  /** scheduled, in_progress, completed, cancelled or postponed; null before a match is due. */
  match_status: string | null;
  status_reason: string | null;
  court_id: number | null;
  scheduled_at: string | null;
  updated_at: string;
}

export interface TournamentSlotResultsTable {
  id: Generated<number>;
  tournament_id: number;
  slot_key: string;
  match_id: number | null;
  winner: string;
  walkover: boolean;
  games: string;
  note: string | null;
  recorded_by: number | null;
  recorded_at: string;
  superseded_at: string | null;
  /** corrected, reset, voided or regenerated. */
  superseded_reason: string | null;
}

declare module '../../db/database' {
  interface Database {
    tournaments: TournamentsTable;
    tournament_registrations: TournamentRegistrationsTable;
    tournament_entrants: TournamentEntrantsTable;
    tournament_draws: TournamentDrawsTable;
    tournament_slots: TournamentSlotsTable;
    tournament_slot_results: TournamentSlotResultsTable;
  }
}
