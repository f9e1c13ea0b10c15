export { callScore, recordFault, replay, scoreRally, startMatch, undo } from './engine';
export {
  countGamesWon,
  findFirstServer,
  gamesNeeded,
  getEndChangeScore,
  getOpponent,
  isDecidingGame,
  isGameOver,
  isMatchDecided,
  targetForGame,
  validateFinishedGame,
} from './rules';
export * from './scoring.errors';
export * from './scoring.schemas';
export type * from './scoring.types';
