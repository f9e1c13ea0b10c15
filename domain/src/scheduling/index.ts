export { fullCycleRounds, gamesPerRound } from './cycle-size';
export { generateDoublesRounds } from './doubles';
export { scheduleFairness } from './fairness';
export { createSeededRandom } from './random';
export { balanceByRating, meanRatingGap } from './rating-balance';
export { roundRobinRounds } from './round-robin';
export type * from './scheduling.types';
export { MAX_PLAYERS, MIN_PLAYERS } from './scheduling.types';
export { generateSinglesRounds } from './singles';
