/** Shapes shared by the match generator's files (player numbers run 1..players). */

export type Partnership = [number, number];
export type DoublesGame = [Partnership, Partnership];
export type DoublesRound = DoublesGame[];
export type SinglesGame = [number, number];
export type SinglesRound = SinglesGame[];
export type ScheduleKind = 'singles' | 'doubles';

export interface GeneratorOptions {
  /** Courts available; default: enough for everyone who can play. */
  courts?: number;
  /** Picks one of many equally fair schedules (a relabelling and the tie-breaks). Default 0. */
  seed?: number;
}

export type FairnessLabel = 'excellent' | 'good' | 'fair' | 'needs_improvement';

export interface ScheduleFairness {
  /** 0–100, an integer: 100 minus the penalties. */
  score: number;
  label: FairnessLabel;
  /** Partnership occurrences beyond what the number of rounds makes unavoidable. */
  partnerRepeats: number;
  /** [fewest, most] times any two players opposed each other (singles: met). */
  opponentSpread: [number, number];
  /** Most sit-outs of a player minus fewest. */
  sitOutSpread: number;
  /** A complete whist design (doubles) or complete round robin (singles), possibly repeated. */
  exact: boolean;
  /** Points lost per cause, for the screen that explains the score. */
  penalties: { partners: number; opponents: number; sitOuts: number };
  /** Index i is player i + 1. */
  matchesPerPlayer: number[];
  sitOutsPerPlayer: number[];
}

export const MIN_PLAYERS = { singles: 2, doubles: 4 } as const;
export const MAX_PLAYERS = 64;
