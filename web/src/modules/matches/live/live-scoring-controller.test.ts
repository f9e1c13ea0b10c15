import type { LiveEventInput, LiveSession } from '@pickleball/domain';
import { callScore, startMatch } from '@pickleball/domain/scoring/engine';
import type { MatchState, ScoringRules } from '@pickleball/domain/scoring/scoring.types';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { LiveControl } from '../api/post-live-control';
import {
  applyAction,
  type LiveFailure,
  LiveScoringController,
  type LiveStorage,
  liveStorageKey,
} from './live-scoring-controller';

const RULES: ScoringRules = {
  scoring: 'sideout',
  discipline: 'doubles',
  targetPoints: 11,
  winBy: 2,
  bestOf: 3,
  firstServer: 'A',
};

function memoryStorage(): LiveStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** The server's side of the protocol, with the rules the API states (seq, duplicates, gaps). */
class FakeServer {
  state: MatchState = startMatch(RULES);
  seq = 0;
  liveStatus: LiveSession['live_status'] = 'active';
  sidesSwapped = false;
  isDown = false;
  /** Applies the next request but loses its answer (the connection drops on the way back). */
  loseNextAnswer = false;
  failNextWith: ApiError | null = null;
  received: string[] = [];

  session(): LiveSession {
    return {
      match_id: 7,
      live_status: this.liveStatus,
      seq: this.seq,
      sides_swapped: this.sidesSwapped,
      state: this.state as unknown as Record<string, unknown>,
      call: callScore(this.state),
    };
  }

  private gate(): void {
    if (this.isDown) throw new ApiError('offline', { status: null, code: 'network_error' });
    if (this.failNextWith) {
      const error = this.failNextWith;
      this.failNextWith = null;
      throw error;
    }
  }

  private answer(): LiveSession {
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new ApiError('offline', { status: null, code: 'network_error' });
    }
    return this.session();
  }

  transport = {
    sendEvent: async (input: LiveEventInput): Promise<LiveSession> => {
      this.gate();
      this.received.push(`${input.seq}:${input.event.kind}`);
      if (input.seq <= this.seq) throw new ApiError('already', { status: 409, code: 'live.duplicate_event' });
      if (input.seq !== this.seq + 1) throw new ApiError('gap', { status: 409, code: 'live.sequence_gap' });
      if (this.liveStatus === 'paused') throw new ApiError('paused', { status: 409, code: 'live.paused' });
      this.state = applyAction(this.state, input.event);
      this.seq = input.seq;
      if (this.state.status === 'completed') this.liveStatus = 'completed';
      return this.answer();
    },
    sendControl: async (control: LiveControl): Promise<LiveSession> => {
      this.gate();
      this.received.push(control);
      if (control === 'pause') this.liveStatus = 'paused';
      if (control === 'resume') this.liveStatus = 'active';
      if (control === 'switch-sides') this.sidesSwapped = !this.sidesSwapped;
      return this.answer();
    },
    fetchSession: async (): Promise<LiveSession> => {
      this.gate();
      return this.session();
    },
  };
}

function setUp(server = new FakeServer(), storage = memoryStorage()) {
  const failures: LiveFailure[] = [];
  const timers: (() => void)[] = [];
  const controller = new LiveScoringController({
    matchId: 7,
    transport: server.transport,
    storage,
    onFailure: (failure) => failures.push(failure),
    schedule: (callback) => timers.push(callback),
    cancel: () => undefined,
  });
  return { controller, server, storage, failures, timers };
}

/** Lets the queue's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const scoreOf = (controller: LiveScoringController) => {
  const state = controller.getSnapshot().view?.state;
  const game = state?.games[state.games.length - 1];
  return game ? `${game.A}-${game.B}` : null;
};

describe('the live scoring queue', () => {
  it('shows a rally at once, before the server has answered', async () => {
    const { controller, server } = setUp();
    controller.adopt(server.session());
    expect(controller.dispatch({ kind: 'rally', winner: 'A' })).toBe(true);
    expect(scoreOf(controller)).toBe('1-0');
    expect(controller.getSnapshot().view?.call).toBe('1-0-2');
    await settle();
    expect(server.seq).toBe(1);
    expect(controller.getSnapshot().pending).toEqual([]);
  });

  it('queues rallies while offline, keeps them in storage, and sends them in order when back online', async () => {
    const { controller, server, storage } = setUp();
    controller.adopt(server.session());
    server.isDown = true;
    for (const winner of ['A', 'A', 'B'] as const) controller.dispatch({ kind: 'rally', winner });
    await settle();
    expect(controller.getSnapshot().isOnline).toBe(false);
    expect(controller.getSnapshot().pending.map((item) => item.kind === 'event' && item.seq)).toEqual([
      1, 2, 3,
    ]);
    expect(scoreOf(controller)).toBe('2-0');
    const stored = JSON.parse(storage.data.get(liveStorageKey(7)) ?? '{}') as { pending: unknown[] };
    expect(stored.pending).toHaveLength(3);

    server.isDown = false;
    controller.setBrowserOnline(true);
    await settle();
    expect(server.received).toEqual(['1:rally', '2:rally', '3:rally']);
    expect(server.seq).toBe(3);
    expect(controller.getSnapshot().pending).toEqual([]);
    expect(controller.getSnapshot().isOnline).toBe(true);
    // Nothing left to keep on the device.
    expect(storage.data.has(liveStorageKey(7))).toBe(false);
  });

  it('drops an event the server already holds when its answer was lost (409 live.duplicate_event)', async () => {
    const { controller, server, timers, failures } = setUp();
    controller.adopt(server.session());
    server.loseNextAnswer = true;
    controller.dispatch({ kind: 'rally', winner: 'A' });
    await settle();
    expect(server.seq).toBe(1);
    expect(controller.getSnapshot().pending).toHaveLength(1);
    controller.dispatch({ kind: 'rally', winner: 'A' });
    timers.shift()?.();
    await settle();
    expect(server.received).toEqual(['1:rally', '1:rally', '2:rally']);
    expect(server.seq).toBe(2);
    expect(scoreOf(controller)).toBe('2-0');
    expect(controller.getSnapshot().pending).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('rebases its queue on the server after 409 live.sequence_gap, renumbered', async () => {
    const { controller, server } = setUp();
    controller.adopt(server.session());
    server.isDown = true;
    controller.dispatch({ kind: 'rally', winner: 'A' });
    await settle();
    // Meanwhile another device scores two rallies.
    server.isDown = false;
    await server.transport.sendEvent({ seq: 1, event: { kind: 'rally', winner: 'A' } });
    await server.transport.sendEvent({ seq: 2, event: { kind: 'rally', winner: 'B' } });
    server.received = [];
    controller.dispatch({ kind: 'rally', winner: 'B' });
    controller.setBrowserOnline(true);
    await settle();
    // Event 1 is taken as applied (same seq); event 2 is refused as a duplicate, then the queue is empty.
    expect(controller.getSnapshot().pending).toEqual([]);
    expect(controller.getSnapshot().confirmed?.seq).toBe(server.seq);
  });

  it('renumbers the queue after a gap: an event numbered past the server is sent as the next one', async () => {
    const storage = memoryStorage();
    const server = new FakeServer();
    // A queue left by an earlier visit whose numbering is ahead of the server.
    storage.setItem(
      liveStorageKey(7),
      JSON.stringify({
        session: { ...server.session(), seq: 0 },
        pending: [{ id: 'x', kind: 'event', seq: 5, event: { kind: 'rally', winner: 'A' } }],
      }),
    );
    const { controller } = setUp(server, storage);
    await controller.flush();
    expect(server.received).toEqual(['1:rally']);
    expect(server.seq).toBe(1);
    expect(controller.getSnapshot().pending).toEqual([]);
  });

  it('sends pause and switch-sides in order with the rallies', async () => {
    const { controller, server } = setUp();
    controller.adopt(server.session());
    server.isDown = true;
    controller.dispatch({ kind: 'rally', winner: 'A' });
    controller.control('switch-sides');
    controller.control('pause');
    expect(controller.dispatch({ kind: 'rally', winner: 'A' })).toBe(false);
    expect(controller.getSnapshot().view?.liveStatus).toBe('paused');
    expect(controller.getSnapshot().view?.sidesSwapped).toBe(true);
    server.isDown = false;
    controller.setBrowserOnline(true);
    await settle();
    expect(server.received).toEqual(['1:rally', 'switch-sides', 'pause']);
    expect(server.liveStatus).toBe('paused');
  });

  it('reports a refused rally and drops it when the server is paused by someone else', async () => {
    const { controller, server, failures } = setUp();
    controller.adopt(server.session());
    server.liveStatus = 'paused';
    controller.dispatch({ kind: 'rally', winner: 'A' });
    await settle();
    expect(failures.map((failure) => failure.kind)).toEqual(['award_point']);
    expect(controller.getSnapshot().pending).toEqual([]);
    expect(controller.getSnapshot().view?.liveStatus).toBe('paused');
    expect(scoreOf(controller)).toBe('0-0');
  });

  it('keeps a rally after a server error, says so once, and sends it on the retry', async () => {
    const { controller, server, failures, timers } = setUp();
    controller.adopt(server.session());
    server.failNextWith = new ApiError('boom', { status: 500, code: 'server_error' });
    controller.dispatch({ kind: 'rally', winner: 'A' });
    await settle();
    expect(failures).toEqual([{ kind: 'award_point', message: 'boom' }]);
    expect(controller.getSnapshot().pending).toHaveLength(1);
    timers.shift()?.();
    await settle();
    expect(server.seq).toBe(1);
    expect(failures).toHaveLength(1);
  });

  it('reports a failed switch of sides and puts the view back', async () => {
    const { controller, server, failures } = setUp();
    controller.adopt(server.session());
    server.failNextWith = new ApiError('forbidden', { status: 403, code: 'forbidden' });
    controller.control('switch-sides');
    expect(controller.getSnapshot().view?.sidesSwapped).toBe(true);
    await settle();
    expect(failures.map((failure) => failure.kind)).toEqual(['switch_sides']);
    expect(controller.getSnapshot().view?.sidesSwapped).toBe(false);
  });

  it('refuses an undo with nothing to undo, and undoes the last rally otherwise', async () => {
    const { controller, server } = setUp();
    controller.adopt(server.session());
    expect(controller.dispatch({ kind: 'undo' })).toBe(false);
    controller.dispatch({ kind: 'rally', winner: 'A' });
    controller.dispatch({ kind: 'undo' });
    expect(scoreOf(controller)).toBe('0-0');
    await settle();
    expect(server.received).toEqual(['1:rally', '2:undo']);
    expect(server.seq).toBe(2);
  });

  it('takes a newer session from the server when nothing is queued, and ignores an older one', async () => {
    const { controller, server } = setUp();
    controller.adopt(server.session());
    const old = server.session();
    await server.transport.sendEvent({ seq: 1, event: { kind: 'rally', winner: 'A' } });
    controller.adopt(server.session());
    expect(scoreOf(controller)).toBe('1-0');
    controller.adopt(old);
    expect(scoreOf(controller)).toBe('1-0');
  });
});
