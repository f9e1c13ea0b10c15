import type { LiveAction, LiveEventInput, LiveSession, LiveStatus } from '@pickleball/domain';
import { callScore, recordFault, scoreRally, undo } from '@pickleball/domain/scoring/engine';
import type { MatchState } from '@pickleball/domain/scoring/scoring.types';
import type { LiveControl } from '../api/post-live-control';

/**
 * What the live scoring pipeline (live-scoring-controller.ts) works with: the queue's items, the
 * view the screen shows (the confirmed session with the queue applied by the domain's engine),
 * and the queue's copy in localStorage, per match, that a reload or a closed tab keeps.
 */

export type PendingItem =
  | { id: string; kind: 'event'; seq: number; event: LiveAction }
  | { id: string; kind: 'control'; control: LiveControl };

export interface LiveView {
  state: MatchState;
  liveStatus: LiveStatus;
  sidesSwapped: boolean;
  call: string;
  /** The seq of the last action applied locally. */
  seq: number;
}

export interface LiveSnapshot {
  /** The last session the server confirmed; null before the first load. */
  confirmed: LiveSession | null;
  pending: readonly PendingItem[];
  /** What the screen shows: the confirmed session with the queue applied. */
  view: LiveView | null;
  /** False from a request that got no answer (or the browser going offline) until one gets through. */
  isOnline: boolean;
  isSending: boolean;
}

/** What the referee should be told; the screen turns it into a translated toast. */
export type LiveFailure =
  | { kind: 'award_point'; message: string }
  | { kind: 'switch_sides'; message: string }
  | { kind: 'control'; message: string };

export interface LiveTransport {
  sendEvent(input: LiveEventInput): Promise<LiveSession>;
  sendControl(control: LiveControl): Promise<LiveSession>;
  fetchSession(): Promise<LiveSession>;
}

export type LiveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LiveControllerOptions {
  matchId: number;
  transport: LiveTransport;
  storage: LiveStorage | null;
  isBrowserOnline?: () => boolean;
  onFailure?: (failure: LiveFailure) => void;
  /** Retry delays after a request got no answer, in milliseconds; the last one repeats. */
  retryDelays?: readonly number[];
  schedule?: (callback: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export interface Persisted {
  session: LiveSession | null;
  pending: PendingItem[];
}

export const LIVE_STORAGE_PREFIX = 'pickleball.live.';

export function liveStorageKey(matchId: number): string {
  return `${LIVE_STORAGE_PREFIX}${matchId}`;
}

function isPendingItem(value: unknown): value is PendingItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  if (typeof item.id !== 'string') return false;
  if (item.kind === 'event') return typeof item.seq === 'number' && typeof item.event === 'object';
  return item.kind === 'control' && typeof item.control === 'string';
}

export function readPersisted(storage: LiveStorage | null, matchId: number): Persisted {
  try {
    const raw = storage?.getItem(liveStorageKey(matchId));
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Persisted>;
      return {
        session: parsed.session && typeof parsed.session === 'object' ? parsed.session : null,
        pending: Array.isArray(parsed.pending) ? parsed.pending.filter(isPendingItem) : [],
      };
    }
  } catch {
    // A corrupt entry is dropped: the server's session takes over.
  }
  return { session: null, pending: [] };
}

/** The engine's step for one action; throws a ScoringError when the state refuses it. */
export function applyAction(state: MatchState, action: LiveAction): MatchState {
  if (action.kind === 'rally') return scoreRally(state, action.winner);
  if (action.kind === 'fault') return recordFault(state, action.fault);
  return undo(state);
}

/** The confirmed session with the queue applied; items the engine refuses are skipped. */
export function computeView(confirmed: LiveSession, pending: readonly PendingItem[]): LiveView {
  let state = confirmed.state as unknown as MatchState;
  let liveStatus = confirmed.live_status;
  let sidesSwapped = confirmed.sides_swapped;
  let seq = confirmed.seq;
  for (const item of pending) {
    if (item.kind === 'event') {
      try {
        state = applyAction(state, item.event);
        seq = item.seq;
      } catch {
        // The server will refuse it too; the rebase drops it.
      }
    } else if (item.control === 'pause') liveStatus = 'paused';
    else if (item.control === 'resume') liveStatus = 'active';
    else sidesSwapped = !sidesSwapped;
  }
  if (state.status === 'completed') liveStatus = 'completed';
  const call = pending.length === 0 && confirmed.call ? confirmed.call : callScore(state);
  return { state, liveStatus, sidesSwapped, call, seq };
}
