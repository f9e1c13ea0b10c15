import type { LiveAction, LiveSession } from '@pickleball/domain';
import type { MatchState } from '@pickleball/domain/scoring/scoring.types';
import { isApiError } from '../../../lib/api-client';
import type { LiveControl } from '../api/post-live-control';
import {
  applyAction,
  computeView,
  type LiveControllerOptions,
  type LiveSnapshot,
  liveStorageKey,
  type PendingItem,
  type Persisted,
  readPersisted,
} from './live-scoring-queue';

export {
  applyAction,
  type LiveControllerOptions,
  type LiveFailure,
  type LiveSnapshot,
  type LiveStorage,
  liveStorageKey,
  type PendingItem,
} from './live-scoring-queue';

/**
 * The live screen's scoring pipeline, offline first:
 * - every action is applied at once on the device with the domain's scoring engine (the referee
 *   never waits for the network), and queued with its `seq` (the session's seq + 1, + 2…) in
 *   localStorage, per match, so a reload or a closed tab loses nothing;
 * - the queue is sent one item at a time, in order; pause, resume and switch-sides travel in the
 *   same queue so they reach the server in the order the referee pressed them;
 * - no answer (offline, timeout) keeps the queue and retries, sooner when the browser says it is
 *   back online; `409 live.duplicate_event` means the event was applied already (its answer was
 *   lost): it is dropped; `409 live.sequence_gap` and the other conflicts refetch the session and
 *   rebase the queue on it (renumbered, and what the engine refuses on the new state dropped);
 * - the server's session replaces the local one whenever it is newer (another device scored).
 * One caveat of a seq-only protocol: after a reload, queued events whose seq the server already
 * holds are taken as ours (their answer was lost), not as another device's.
 */

/** Conflicts after which the queue is rebased on the server's session. */
const REBASE_CODES = new Set([
  'live.sequence_gap',
  'live.not_started',
  'live.finished',
  'live.paused',
  'live.nothing_to_undo',
  'match.invalid_transition',
  'match.result_locked',
  'conflict',
]);

let idCounter = 0;
function nextId(): string {
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter}`;
}

export class LiveScoringController {
  private confirmed: LiveSession | null;
  private pending: PendingItem[];
  private online = true;
  private sending = false;
  private needsRebase = false;
  private flushRequested = false;
  private retryIndex = 0;
  private retryHandle: unknown = null;
  /** Items whose failure was already reported, so a retried item does not toast every time. */
  private reported = new Set<string>();
  private snapshot: LiveSnapshot;
  private listeners = new Set<() => void>();
  private disposed = false;
  private readonly options: Required<Omit<LiveControllerOptions, 'onFailure'>> &
    Pick<LiveControllerOptions, 'onFailure'>;

  constructor(options: LiveControllerOptions) {
    this.options = {
      isBrowserOnline: () => true,
      retryDelays: [1_000, 2_000, 5_000, 10_000],
      schedule: (callback, ms) => setTimeout(callback, ms),
      cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      ...options,
    };
    const persisted = readPersisted(options.storage, options.matchId);
    // A stored session without a queue says nothing the server does not say better.
    this.confirmed = persisted.pending.length > 0 ? persisted.session : null;
    this.pending = persisted.pending;
    // A queue left by an earlier visit is checked against the server before anything is sent.
    this.needsRebase = this.pending.length > 0;
    this.online = this.options.isBrowserOnline();
    this.snapshot = this.buildSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LiveSnapshot => this.snapshot;

  /** A session read from the server (first load, or a refetch after another device scored). */
  adopt(session: LiveSession): void {
    if (this.sending) return;
    if (this.confirmed && session.seq < this.confirmed.seq) return; // an answer older than ours
    if (this.pending.length === 0) {
      this.confirmed = session;
      this.changed();
      return;
    }
    this.rebase(session);
    this.needsRebase = false;
    this.changed();
    void this.flush();
  }

  /**
   * Applies a rally, fault or undo now and queues it. Returns false (and changes nothing) when
   * the engine refuses it on the current state (the match is over, nothing to undo), or while
   * the session is paused or not loaded.
   */
  dispatch(action: LiveAction): boolean {
    const view = this.snapshot.view;
    if (!view) return false;
    // A finished match can still take back its last rally (a mis-tap on match point).
    const isAllowed =
      view.liveStatus === 'active' || (view.liveStatus === 'completed' && action.kind === 'undo');
    if (!isAllowed) return false;
    try {
      applyAction(view.state, action);
    } catch {
      return false;
    }
    this.pending = [...this.pending, { id: nextId(), kind: 'event', seq: view.seq + 1, event: action }];
    this.changed();
    void this.flush();
    return true;
  }

  /** Queues pause, resume or switch-sides behind the scoring events. */
  control(control: LiveControl): boolean {
    const view = this.snapshot.view;
    if (!view) return false;
    if (control === 'pause' && view.liveStatus !== 'active') return false;
    if (control === 'resume' && view.liveStatus !== 'paused') return false;
    this.pending = [...this.pending, { id: nextId(), kind: 'control', control }];
    this.changed();
    void this.flush();
    return true;
  }

  /** The browser says the network is back (or gone). */
  setBrowserOnline(online: boolean): void {
    if (online) {
      this.retryIndex = 0;
      this.online = true;
      this.changed();
      void this.flush();
    } else {
      this.online = false;
      this.changed();
    }
  }

  /** Sends the queue, in order, until it is empty or a request gets no answer. */
  async flush(): Promise<void> {
    if (this.disposed) return;
    if (this.sending) {
      // Asked again mid-way (new action, back online): go round once more when this pass ends.
      this.flushRequested = true;
      return;
    }
    this.flushRequested = false;
    if (!this.options.isBrowserOnline()) {
      this.setOnline(false);
      return;
    }
    if (this.retryHandle !== null) {
      this.options.cancel(this.retryHandle);
      this.retryHandle = null;
    }
    this.sending = true;
    this.changed();
    try {
      while (!this.disposed) {
        if (this.needsRebase) {
          const session = await this.options.transport.fetchSession();
          this.rebase(session);
          this.needsRebase = false;
          this.setOnline(true);
          continue;
        }
        const item = this.pending[0];
        if (!item) break;
        await this.send(item);
      }
    } catch (error) {
      if (isApiError(error) && error.status === null) {
        this.setOnline(false);
        this.scheduleRetry();
      } else if (!isApiError(error) || error.status === 401) {
        // The session ended (the API client goes to sign-in) or a bug: keep the queue for later.
      } else if (this.needsRebase && (error.code === 'live.not_started' || error.status === 404)) {
        // The live session is gone (the match was reset or deleted): nothing queued can land.
        for (const item of this.pending) this.report(item, error.message);
        this.pending = [];
        this.needsRebase = false;
      } else {
        // The session could not be refetched for a rebase: try again later.
        this.scheduleRetry();
      }
    } finally {
      this.sending = false;
      this.changed();
    }
    if (this.flushRequested && this.pending.length > 0) void this.flush();
  }

  /** Starts (or restarts, after `dispose`) sending the queue. */
  activate(): void {
    this.disposed = false;
    void this.flush();
  }

  /** Stops timers and sending; the queue stays in storage for the next visit. */
  dispose(): void {
    this.disposed = true;
    if (this.retryHandle !== null) this.options.cancel(this.retryHandle);
    this.retryHandle = null;
  }

  private async send(item: PendingItem): Promise<void> {
    const { transport } = this.options;
    try {
      const session =
        item.kind === 'event'
          ? await transport.sendEvent({ seq: item.seq, event: item.event })
          : await transport.sendControl(item.control);
      this.setOnline(true);
      this.retryIndex = 0;
      this.reported.delete(item.id);
      this.confirmed = session;
      this.pending = this.pending.filter(
        (other) => other.id !== item.id && !(other.kind === 'event' && other.seq <= session.seq),
      );
      this.changed();
    } catch (error) {
      if (!isApiError(error) || error.status === null || error.status === 401) throw error;
      this.setOnline(true);
      if (error.code === 'live.duplicate_event') {
        // Applied already: its answer was lost on the way back.
        this.drop(item);
        this.needsRebase = true;
        return;
      }
      if (error.code === 'live.sequence_gap') {
        this.needsRebase = true;
        return;
      }
      // Refused for good (a conflict with the session, a rule, a permission): the point is not
      // awarded (or the control not applied); say so, and rebuild the queue on the server's state.
      this.report(item, error.message);
      if (error.status >= 500 || error.status === 429) throw error; // a passing failure: retry
      if (REBASE_CODES.has(error.code) || error.status === 409) {
        if (error.code === 'live.paused' || error.code === 'live.nothing_to_undo') this.drop(item);
        this.needsRebase = true;
        return;
      }
      this.drop(item);
      this.needsRebase = true;
    }
  }

  /** Takes the server's session as the base and keeps the queue that still makes sense on it. */
  private rebase(session: LiveSession): void {
    this.confirmed = session;
    let seq = session.seq;
    let state = session.state as unknown as MatchState;
    let liveStatus = session.live_status;
    const kept: PendingItem[] = [];
    for (const item of this.pending) {
      if (item.kind === 'control') {
        if (item.control === 'pause' && liveStatus !== 'active') continue;
        if (item.control === 'resume' && liveStatus !== 'paused') continue;
        if (item.control === 'pause') liveStatus = 'paused';
        if (item.control === 'resume') liveStatus = 'active';
        kept.push(item);
        continue;
      }
      // Numbered at or below what the server holds: applied already (its answer was lost).
      if (item.seq <= session.seq) continue;
      if (liveStatus === 'paused') {
        this.report(item, '');
        continue;
      }
      try {
        state = applyAction(state, item.event);
      } catch {
        this.report(item, '');
        continue;
      }
      seq += 1;
      kept.push({ ...item, seq });
    }
    this.pending = kept;
  }

  private drop(item: PendingItem): void {
    this.pending = this.pending.filter((other) => other.id !== item.id);
    this.reported.delete(item.id);
    this.changed();
  }

  private report(item: PendingItem, message: string): void {
    if (this.reported.has(item.id)) return;
    this.reported.add(item.id);
    const kind =
      item.kind === 'event' ? 'award_point' : item.control === 'switch-sides' ? 'switch_sides' : 'control';
    this.options.onFailure?.({ kind, message });
  }

  private scheduleRetry(): void {
    if (this.disposed || this.retryHandle !== null) return;
    const delays = this.options.retryDelays;
    const delay = delays[Math.min(this.retryIndex, delays.length - 1)] ?? 5_000;
    this.retryIndex += 1;
    this.retryHandle = this.options.schedule(() => {
      this.retryHandle = null;
      void this.flush();
    }, delay);
  }

  private setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    this.changed();
  }

  private persist(): void {
    const { storage, matchId } = this.options;
    try {
      // Only a queue is worth keeping: with nothing waiting, the server's session is the truth.
      if (this.pending.length === 0) storage?.removeItem(liveStorageKey(matchId));
      else
        storage?.setItem(
          liveStorageKey(matchId),
          JSON.stringify({ session: this.confirmed, pending: this.pending } satisfies Persisted),
        );
    } catch {
      // Storage full or refused: the queue lives in memory for this tab.
    }
  }

  private buildSnapshot(): LiveSnapshot {
    return {
      confirmed: this.confirmed,
      pending: this.pending,
      view: this.confirmed ? computeView(this.confirmed, this.pending) : null,
      isOnline: this.online,
      isSending: this.sending,
    };
  }

  private changed(): void {
    const previous = this.snapshot;
    const next = this.buildSnapshot();
    if (previous.confirmed !== next.confirmed || previous.pending !== next.pending) this.persist();
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
