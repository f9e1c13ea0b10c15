import { CHAT_CLIENT_ID_PATTERN } from '@pickleball/domain/chat/chat.rules';
import type { ChatMessage } from '@pickleball/domain/chat/chat.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  classifyOutboxError,
  createChatOutbox,
  type KeyValueStorage,
  makeClientId,
  type OutboxEntry,
  type OutboxInput,
  outboxStorageKey,
} from './chat-outbox';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

/** The server's side: one stored message per client_id, as the API promises. */
function createServer() {
  const stored = new Map<string, ChatMessage>();
  let nextId = 1;
  const store = (entry: OutboxEntry): ChatMessage => {
    const known = stored.get(entry.client_id);
    if (known) return known;
    const message = {
      id: nextId++,
      chat_id: entry.chat_id,
      client_id: entry.client_id,
      body: entry.body,
      created_at: new Date().toISOString(),
    } as ChatMessage;
    stored.set(entry.client_id, message);
    return message;
  };
  return { stored, store };
}

function input(chatId: number, body: string, clientId = makeClientId()): OutboxInput {
  return {
    chat_id: chatId,
    client_id: clientId,
    body,
    reply_to_id: null,
    mentioned_user_ids: [],
    attachments: [],
  };
}

/** Lets promise callbacks (the outbox's send answers) run, without advancing the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('makeClientId', () => {
  it('makes 22 url-safe characters the API accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, makeClientId));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(CHAT_CLIENT_ID_PATTERN.test(id)).toBe(true);
    }
  });
});

describe('classifyOutboxError', () => {
  it('retries what got no answer or a server error, refuses other 4xx, waits after 401 and 429', () => {
    expect(classifyOutboxError(new TypeError('Failed to fetch')).kind).toBe('retry');
    expect(classifyOutboxError({ status: null, code: 'timeout' }).kind).toBe('retry');
    expect(classifyOutboxError(new HttpError(503, 'server_error')).kind).toBe('retry');
    expect(classifyOutboxError(new HttpError(422, 'validation_failed')).kind).toBe('rejected');
    expect(classifyOutboxError(new HttpError(403, 'chat.not_allowed')).kind).toBe('rejected');
    expect(classifyOutboxError(new HttpError(429, 'chat.rate_limited')).kind).toBe('rate_limited');
    expect(classifyOutboxError(new HttpError(401, 'auth.unauthenticated')).kind).toBe('wait');
  });
});

describe('createChatOutbox', () => {
  it('shows an entry at once, sends it, and hands over the stored message before it leaves', async () => {
    const server = createServer();
    const outbox = createChatOutbox({ userId: 7, send: async (entry) => server.store(entry) });
    const sent: ChatMessage[] = [];
    outbox.onSent((message) => {
      sent.push(message);
      // Still listed while the listener runs: the page can swap it for the message without a gap.
      expect(outbox.getSnapshot().map((entry) => entry.client_id)).toContain(message.client_id);
    });
    const entry = outbox.enqueue(input(1, 'Chào cả nhà'));
    expect(outbox.getSnapshot()).toHaveLength(1);
    expect(outbox.getSnapshot()[0]?.status).toBe('sending');
    expect(entry.created_at).toBe('2025-06-01T08:00:00.000Z');
    await settle();
    expect(sent.map((message) => message.body)).toEqual(['Chào cả nhà']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('sends one message at a time per conversation, in the order they were written', async () => {
    const server = createServer();
    const calls: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const outbox = createChatOutbox({
      userId: 7,
      send: async (entry) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        calls.push(entry.body);
        // Later messages answer faster: a queue that did not wait would store them first.
        await new Promise((resolve) => setTimeout(resolve, 100 - calls.length * 10));
        inFlight--;
        return server.store(entry);
      },
    });
    for (const body of ['one', 'two', 'three', 'four']) outbox.enqueue(input(1, body));
    expect(calls).toEqual(['one']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['one', 'two', 'three', 'four']);
    expect(maxInFlight).toBe(1);
    expect([...server.stored.values()].sort((a, b) => a.id - b.id).map((message) => message.body)).toEqual([
      'one',
      'two',
      'three',
      'four',
    ]);
  });

  it('does not hold one conversation back behind another', async () => {
    const calls: number[] = [];
    const server = createServer();
    const outbox = createChatOutbox({
      userId: 7,
      send: (entry) => {
        calls.push(entry.chat_id);
        // Conversation 1 never answers.
        return entry.chat_id === 1
          ? new Promise<ChatMessage>(() => undefined)
          : Promise.resolve(server.store(entry));
      },
    });
    outbox.enqueue(input(1, 'stuck'));
    outbox.enqueue(input(2, 'free'));
    await settle();
    expect(calls).toEqual([1, 2]);
    expect(outbox.getSnapshot().map((entry) => entry.body)).toEqual(['stuck']);
  });

  it('stores a message once when the answer to the first try was lost, resending the same client_id', async () => {
    const server = createServer();
    const seen: string[] = [];
    let loseAnswer = true;
    const outbox = createChatOutbox({
      userId: 7,
      send: async (entry) => {
        seen.push(entry.client_id);
        const message = server.store(entry);
        if (loseAnswer) {
          loseAnswer = false;
          // Stored on the server, but the connection dropped before the answer came back.
          throw new TypeError('Failed to fetch');
        }
        return message;
      },
    });
    const sent: ChatMessage[] = [];
    outbox.onSent((message) => sent.push(message));
    const entry = outbox.enqueue(input(1, 'hello'));
    await settle();
    expect(outbox.getSnapshot()[0]).toMatchObject({ status: 'pending', attempts: 1 });
    // The back-off: nothing before a second, the retry after.
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([entry.client_id, entry.client_id]);
    expect(server.stored.size).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.client_id).toBe(entry.client_id);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('backs off longer after each failure, and tries at once when the connection returns', async () => {
    const times: number[] = [];
    let failing = true;
    const server = createServer();
    const onlineListeners = new Set<() => void>();
    const outbox = createChatOutbox({
      userId: 7,
      send: async (entry) => {
        times.push(Date.now());
        if (failing) throw new TypeError('Failed to fetch');
        return server.store(entry);
      },
      online: {
        isOnline: () => true,
        subscribe: (listener) => {
          onlineListeners.add(listener);
          return () => onlineListeners.delete(listener);
        },
      },
    });
    const start = Date.now();
    outbox.enqueue(input(1, 'later'));
    await vi.advanceTimersByTimeAsync(7_000);
    // Tries at 0, +1 s, +2 s after that, +4 s after that.
    expect(times.map((time) => time - start)).toEqual([0, 1_000, 3_000, 7_000]);
    failing = false;
    for (const listener of onlineListeners) listener();
    await settle();
    expect(times).toHaveLength(5);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('holds messages written offline and sends them in order when the browser is online again', async () => {
    let online = false;
    const onlineListeners = new Set<() => void>();
    const server = createServer();
    const send = vi.fn(async (entry: OutboxEntry) => server.store(entry));
    const outbox = createChatOutbox({
      userId: 7,
      send,
      online: {
        isOnline: () => online,
        subscribe: (listener) => {
          onlineListeners.add(listener);
          return () => onlineListeners.delete(listener);
        },
      },
    });
    outbox.enqueue(input(1, 'a'));
    outbox.enqueue(input(1, 'b'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(outbox.getSnapshot().map((entry) => entry.status)).toEqual(['pending', 'pending']);
    online = true;
    for (const listener of onlineListeners) listener();
    await settle();
    expect(send.mock.calls.map(([entry]) => entry.body)).toEqual(['a', 'b']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('marks a message the server refuses (4xx) as failed, never retries it, and sends the next ones', async () => {
    const server = createServer();
    const send = vi.fn(async (entry: OutboxEntry) => {
      if (entry.body === 'bad') throw new HttpError(422, 'validation_failed');
      return server.store(entry);
    });
    const outbox = createChatOutbox({ userId: 7, send });
    outbox.enqueue(input(1, 'bad'));
    outbox.enqueue(input(1, 'good'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send.mock.calls.map(([entry]) => entry.body)).toEqual(['bad', 'good']);
    expect(outbox.getSnapshot()).toMatchObject([
      { body: 'bad', status: 'failed', error: { code: 'validation_failed', status: 422 } },
    ]);
  });

  it('sends a failed message again on retry with its client_id, and drops it on discard', async () => {
    const server = createServer();
    let refuse = true;
    const seen: string[] = [];
    const outbox = createChatOutbox({
      userId: 7,
      send: async (entry) => {
        seen.push(entry.client_id);
        if (refuse) throw new HttpError(409, 'chat.read_only');
        return server.store(entry);
      },
    });
    const first = outbox.enqueue(input(1, 'first'));
    const second = outbox.enqueue(input(1, 'second'));
    await settle();
    expect(outbox.getSnapshot().map((entry) => entry.status)).toEqual(['failed', 'failed']);
    refuse = false;
    outbox.retry(first.client_id);
    await settle();
    expect(seen).toEqual([first.client_id, second.client_id, first.client_id]);
    expect(outbox.getSnapshot().map((entry) => entry.body)).toEqual(['second']);
    outbox.discard(second.client_id);
    expect(outbox.getSnapshot()).toEqual([]);
    expect(server.stored.size).toBe(1);
  });

  it('waits the flood window after a 429 before trying again', async () => {
    const server = createServer();
    let limited = true;
    const send = vi.fn(async (entry: OutboxEntry) => {
      if (limited) {
        limited = false;
        throw new HttpError(429, 'chat.rate_limited');
      }
      return server.store(entry);
    });
    const outbox = createChatOutbox({ userId: 7, send });
    outbox.enqueue(input(1, 'flood'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('keeps unsent messages across a reload, under the user’s own key, and sends them once', async () => {
    const storage = new MemoryStorage();
    const first = createChatOutbox({
      userId: 7,
      storage,
      send: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const a = first.enqueue(input(3, 'written offline'));
    const b = first.enqueue(input(3, 'and this'));
    await settle();
    first.dispose();
    expect(storage.items.has(outboxStorageKey(7))).toBe(true);

    // Another person in the same browser sees none of it.
    const stranger = createChatOutbox({ userId: 8, storage, send: () => Promise.reject(new Error('no')) });
    expect(stranger.getSnapshot()).toEqual([]);
    stranger.dispose();

    const server = createServer();
    const seen: string[] = [];
    const second = createChatOutbox({
      userId: 7,
      storage,
      send: async (entry) => {
        seen.push(entry.client_id);
        return server.store(entry);
      },
    });
    expect(second.getSnapshot().map((entry) => [entry.body, entry.status])).toEqual([
      ['written offline', 'pending'],
      ['and this', 'pending'],
    ]);
    await settle();
    expect(seen).toEqual([a.client_id, b.client_id]);
    expect(second.getSnapshot()).toEqual([]);
    expect(storage.items.has(outboxStorageKey(7))).toBe(false);
  });

  it('reads a corrupt stored outbox as empty', () => {
    const storage = new MemoryStorage();
    storage.setItem(outboxStorageKey(7), '{not json');
    const outbox = createChatOutbox({ userId: 7, storage, send: () => Promise.reject(new Error('no')) });
    expect(outbox.getSnapshot()).toEqual([]);
    storage.setItem(outboxStorageKey(7), JSON.stringify([{ chat_id: 1, client_id: 'x', body: 'short id' }]));
    expect(createChatOutbox({ userId: 7, storage, send: vi.fn() }).getSnapshot()).toEqual([]);
  });

  it('waits after a 401 until kicked (a new token), then sends', async () => {
    const server = createServer();
    let authorized = false;
    const send = vi.fn(async (entry: OutboxEntry) => {
      if (!authorized) throw new HttpError(401, 'auth.session_expired');
      return server.store(entry);
    });
    const outbox = createChatOutbox({ userId: 7, send });
    outbox.enqueue(input(1, 'hi'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.getSnapshot()[0]?.status).toBe('pending');
    authorized = true;
    outbox.kick();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers with a new snapshot on each change', async () => {
    const server = createServer();
    const outbox = createChatOutbox({ userId: 7, send: async (entry) => server.store(entry) });
    const snapshots: (readonly OutboxEntry[])[] = [];
    outbox.subscribe(() => snapshots.push(outbox.getSnapshot()));
    outbox.enqueue(input(1, 'x'));
    await settle();
    expect(snapshots.map((snapshot) => snapshot.map((entry) => entry.status))).toEqual([
      ['pending'],
      ['sending'],
      [],
    ]);
    expect(new Set(snapshots).size).toBe(snapshots.length);
  });
});
