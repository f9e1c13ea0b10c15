/**
 * Modules built on matches (tournaments: a bracket's matches are real matches) hear of every
 * change of a match inside the transaction that makes it, once the change is written, and may
 * refuse it by throwing (a bracket match keeps the players its bracket gave it; a result that
 * later bracket results depend on is corrected from the bracket). Handlers are registered once at
 * start-up (a module's `start`); a match no handler knows costs each of them one lookup.
 */
import type { MatchAction } from '@pickleball/domain';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../platform/context';
import type { PendingEvents } from '../../platform/realtime';

/** A workflow step, a live-scoring call, an edit of the form, or a delete about to happen. */
export type MatchChangeAction = MatchAction | 'live' | 'edit' | 'delete';

export interface MatchChange {
  ctx: ServiceContext;
  trx: Db;
  pending: PendingEvents;
  matchId: number;
  action: MatchChangeAction;
}

export type MatchChangeHandler = (change: MatchChange) => Promise<void>;

const handlers: MatchChangeHandler[] = [];

export function registerMatchChangeHandler(handler: MatchChangeHandler): void {
  if (!handlers.includes(handler)) handlers.push(handler);
}

export async function runMatchChangeHandlers(change: MatchChange): Promise<void> {
  for (const handler of handlers) await handler(change);
}
