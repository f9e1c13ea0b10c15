/**
 * The tournament draw engine (issue 14 §1), pure. generateDraw builds a draw for any format;
 * resolveDraw computes who stands where from the results so far; recordResult records or corrects
 * one result and resets what it invalidates; computePlacings gives the podium and the rest.
 * The circle method is the match generator's own (one implementation for the whole product).
 */
export { roundRobinRounds } from '../scheduling/round-robin';
export * from './brackets.schemas';
export { generateConsolation } from './consolation';
export { generateDoubleElimination } from './double-elimination';
export type * from './draw.types';
export { type SeedingEntrant, type SeedingMethod, seedEntrants, teamRating } from './entrant-seeding';
export {
  type DrawOptions,
  defaultPoolPlayOptions,
  generateDraw,
  minimumEntrants,
} from './generate';
export { computePlacings, type Medal, type Placing } from './placings';
export { meetingRound, type PoolPlace, playoffSeeds } from './playoff-seeding';
export { generatePoolPlay, generateRoundRobin, poolPlayProblem } from './pool-play';
export {
  type DrawProgress,
  type DrawResults,
  isSlotSettled,
  resolveDraw,
  type SlotEntrant,
  type SlotProgress,
  type SlotResult,
  type SlotState,
} from './progress';
export * from './registrations.schemas';
export { dependentsOf, type RecordResultOutcome, recordResult } from './results';
export { ROUND_LABEL_KEYS, roundLabelName, roundName, roundWrapper, type Translate } from './round-names';
export { bracketSize, seedBracket, seedingOrder, snakePools } from './seeding';
export { generateSingleElimination } from './single-elimination';
export { type PoolMatch, type PoolStanding, rankPool, type TieBreak } from './standings';
export * from './tournaments.labels';
export * from './tournaments.rules';
export * from './tournaments.schemas';
export * from './tournaments.views.schemas';
