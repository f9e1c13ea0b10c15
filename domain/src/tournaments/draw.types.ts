/**
 * The shape of a tournament draw (issue 14 §1). A draw is a list of match slots with stable keys,
 * so the server can keep one row per slot in its own tables and drive the event one result at a
 * time; everything else (who stands in a slot, who advances, standings, placings) is computed from
 * the draw and the results recorded so far (progress.ts), never stored twice.
 *
 * Entrants are seeds 1..n: the server keeps the seed → registration map (entrant-seeding.ts gives
 * the order), so the engine never sees ids or names.
 */
import type { SeedPlacement } from './seeding';

export type DrawFormat =
  | 'single_elimination'
  | 'double_elimination'
  | 'consolation'
  | 'round_robin'
  | 'pool_play';

/**
 * winners: the main draw (single elimination's only bracket); losers: double elimination's back
 * draw; consolation: the back draw that plays for bronze; pool: round-robin matches; playoff: the
 * bracket after pool play; final: the grand final and its reset; bronze: a third-place match.
 */
export type DrawBracket = 'winners' | 'losers' | 'consolation' | 'pool' | 'playoff' | 'final' | 'bronze';

/** The two sides of a slot: `a` is listed first (top line of the bracket, first named). */
export type SlotSide = 'a' | 'b';

/** Where one side's entrant comes from. */
export type SlotSource =
  | { kind: 'seed'; seed: number }
  | { kind: 'bye' }
  | { kind: 'winner'; slot: string }
  | { kind: 'loser'; slot: string }
  /** A pool's finishing position (pool and rank 1-based), known once the pool is complete. */
  | { kind: 'pool_rank'; pool: number; rank: number };

export interface SlotTarget {
  slot: string;
  side: SlotSide;
}

/**
 * Data for a round's name, translated by the UI (`tournaments:round_label.<key>`). The bracket is
 * on the slot, so "winners' semi-final" is `semi_final` in bracket `winners`.
 * round_of: `size` entrants (round of 16, 32…); losers_round / consolation_round: `round`;
 * pool_round: `pool` and `round`.
 */
export type RoundLabel =
  | { key: 'final' | 'semi_final' | 'quarter_final' }
  | { key: 'round_of'; size: number }
  | { key: 'losers_round' | 'consolation_round'; round: number }
  | { key: 'losers_final' | 'consolation_final' | 'grand_final' | 'grand_final_reset' | 'bronze' }
  | { key: 'pool_round'; pool: number; round: number };

/** How a slot is played: the event's match settings, or (a grand-final reset) one game to 15. */
export type SlotMatchFormat = 'event' | 'one_game_to_15';

export interface DrawSlot {
  /** Stable and unique in the draw: W1-3, L2-1, C1-1, GF, GF2, BR, P2-R3-1, PO1-1. */
  key: string;
  bracket: DrawBracket;
  /** 1-based round within the bracket (pool slots: the pool's round). */
  round: number;
  /** 1-based, top to bottom within the round (pool slots: the match's number in its round). */
  position: number;
  /** 1-based pool of a pool match; null elsewhere. */
  pool: number | null;
  sides: readonly [SlotSource, SlotSource];
  /**
   * Where the winner and the loser go next (null: nowhere; they leave or the result feeds the
   * standings). Derived from the other slots' sources, so the two views always agree. The grand
   * final's targets are its reset, which is played only when `playedIf` of the reset holds.
   */
  winnerTo: SlotTarget | null;
  loserTo: SlotTarget | null;
  label: RoundLabel;
  /** Played only if this slot ended with this side winning (the grand-final reset). */
  playedIf: { slot: string; winner: SlotSide } | null;
  matchFormat: SlotMatchFormat;
}

export type ResetFormat = 'full_match' | 'one_game_to_15';

/** Where the seeds of each block stand (seeding.ts); default fixed. */
export interface SeedPlacementOptions {
  seedPlacement?: SeedPlacement;
}

export interface SingleEliminationOptions extends SeedPlacementOptions {
  /** A match between the semi-final losers for bronze; without it they share third place. */
  bronzeMatch?: boolean;
}

export interface DoubleEliminationOptions extends SeedPlacementOptions {
  /**
   * When the losers' champion wins the grand final both finalists have one loss, so a reset
   * (a second grand final) gives the winners' champion its second life. Default true.
   */
  grandFinalReset?: boolean;
  /** Default full_match. */
  resetFormat?: ResetFormat;
}

export interface PoolPlayOptions {
  pools: number;
  /** The top N of each pool go to the playoff. */
  advancePerPool: number;
  /** A bronze match in the playoff (see SingleEliminationOptions). */
  bronzeMatch?: boolean;
}

/** The options a draw was generated with, every default filled in. */
export interface DrawSettings {
  bronzeMatch: boolean;
  grandFinalReset: boolean;
  resetFormat: ResetFormat;
  advancePerPool: number | null;
  /** Absent in draws stored before seeds stood on the standard lines. */
  seedPlacement?: SeedPlacement;
}

export interface Draw {
  format: DrawFormat;
  entrants: number;
  /** The elimination bracket's lines (pool play: the playoff's); null for a round robin. */
  bracketSize: number | null;
  /** Seeds per pool (round robin: one pool); empty for elimination formats. */
  pools: number[][];
  settings: DrawSettings;
  /** In an order of play: every slot comes after the slots it depends on. */
  slots: DrawSlot[];
}
