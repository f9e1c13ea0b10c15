export { fullCycleRounds } from './cycle-size';
export { generateDoublesRounds } from './doubles';
export { scheduleFairness } from './fairness';
export { createSeededRandom } from './random';
export { balanceByRating, meanRatingGap } from './rating-balance';
export type * from './scheduling.types';
export { MIN_PLAYERS } from './scheduling.types';
export { generateSinglesRounds } from './singles';
