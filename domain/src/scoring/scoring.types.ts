/**
 * The scoring engine's data. A `MatchState` is plain JSON: it is stored in the database and sent
 * over websockets as it is, so it holds no class, function or Date, and no property is ever set to
 * `undefined` (an absent optional is left out), which keeps a JSON round trip equal to the state.
 */

export type Team = 'A' | 'B';
export type PlayerIndex = 0 | 1;
export type CourtSide = 'right' | 'left';
export type ScoringSystem = 'sideout' | 'rally';
export type Discipline = 'singles' | 'doubles';
/** Which rally-scoring rule set applies; see rally.ts for what each does and where it comes from. */
export type RallyVariant = 'usap-2026' | 'usap-2025' | 'mlp';
export type FaultType = 'out' | 'net' | 'two-bounce' | 'kitchen';
export type MatchStatus = 'in_progress' | 'completed';
export type FinishedGameCheck = 'ok' | 'not_finished' | 'impossible';

export interface ScoringRules {
  scoring: ScoringSystem;
  discipline: Discipline;
  /** 11, 15 or 21. */
  targetPoints: number;
  winBy: 1 | 2;
  bestOf: 1 | 3 | 5;
  /** The team serving first in game 1; the teams then alternate (odd games: this team). */
  firstServer: Team;
  /** The deciding game's target (game `bestOf`), when it differs from `targetPoints`. */
  tiebreakTarget?: number;
  /** Rally scoring only; 'usap-2026' when absent. */
  rallyVariant?: RallyVariant;
}

export interface Score {
  A: number;
  B: number;
}

export interface GameScore extends Score {
  winner?: Team;
}

export interface Serving {
  team: Team;
  /** Side-out doubles: 1 or 2 (2 for the one-server first turn of a game). Otherwise always 1. */
  serverNumber: 1 | 2;
  player: PlayerIndex;
  courtSide: CourtSide;
}

/** Which player of each team stands in the right court (singles: always 0). */
export interface RightCourt {
  A: PlayerIndex;
  B: PlayerIndex;
}

export interface Ends {
  left: Team;
  right: Team;
}

/** A fault as reported: the faulting team loses the rally. */
export interface Fault {
  team: Team;
  player?: PlayerIndex;
  type: FaultType;
  description?: string;
}

/** A fault in the log, with the game and the score before it. */
export interface FaultRecord extends Fault {
  gameNumber: number;
  score: Score;
}

export interface RallyEvent {
  kind: 'rally';
  winner: Team;
}

export interface FaultEvent {
  kind: 'fault';
  fault: Fault;
}

export type ScoringEvent = RallyEvent | FaultEvent;

export interface MatchState {
  rules: ScoringRules;
  /** Every game started so far; the last one is the current game (or the final game once completed). */
  games: GameScore[];
  /** 1-based number of the current game. */
  gameNumber: number;
  serving: Serving;
  rightCourt: RightCourt;
  gamesWon: Score;
  status: MatchStatus;
  winner?: Team;
  /** The teams have changed ends in the current game (the deciding game's midpoint). */
  endsSwitched: boolean;
  ends: Ends;
  faults: FaultRecord[];
  /** Every event since `startMatch`; `replay(rules, history)` rebuilds the state. */
  history: ScoringEvent[];
}
