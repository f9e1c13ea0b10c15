export {
  CHOICE_POOL,
  pickNextGame,
  type QueuedPlayer,
  type QueueGame,
  type QueueHistory,
  type QueuePick,
  type QueuePickOptions,
  queueHistory,
} from './court-queue';
export { fullCycleRounds } from './cycle-size';
export { generateDoublesRounds } from './doubles';
export { scheduleFairness } from './fairness';
export { createSeededRandom } from './random';
export { balanceByRating, meanRatingGap } from './rating-balance';
export {
  type NightGame,
  type NightRound,
  nightFigures,
  type ReplanInput,
  replanRounds,
} from './replan';
export type * from './scheduling.types';
export { MIN_PLAYERS } from './scheduling.types';
export { generateSinglesRounds } from './singles';
