export { callScore, recordFault, replay, scoreRally, startMatch, undo } from './engine';
export * from './scoring.errors';
export * from './scoring.schemas';
export type * from './scoring.types';
