import { CHAT_CLIENT_ID_PATTERN, CHAT_RATE_LIMIT } from '@pickleball/domain/chat/chat.rules';
import type { ChatAttachment, ChatMessage } from '@pickleball/domain/chat/chat.schemas';

/**
 * The chat outbox: messages a person has written that the server has not stored yet (typed while
 * offline, or whose send failed on the way). Framework-free, so that the back-office chat and the
 * light public chat share it; React reads it with useSyncExternalStore(subscribe, getSnapshot).
 *
 * - An entry is visible at once (pending), then sent through the injected `send`, one at a time
 *   and in order per conversation: a message never overtakes the one typed before it.
 * - Exactly once: the client_id is made before the first try and sent again on every retry; the
 *   server stores one message per client_id (a resend whose first answer was lost gets the stored
 *   message back), so retrying is always safe.
 * - Why a send failed decides what follows: no answer (network) or a 5xx → retried with back-off,
 *   and at once when the `online` signal fires or `kick()` is called (the socket reconnected);
 *   429 → retried after the flood window; another 4xx → failed (the server refused this message:
 *   kept for `retry` or `discard`, never retried on its own); 401 → waits for a kick (a new token).
 * - Persisted in the injected storage under a key holding the user's id, so a reload (or a crash)
 *   keeps unsent messages; one person's outbox is never sent with another's token.
 */

export interface OutboxInput {
  chat_id: number;
  /** Made once with makeClientId(), before the first try. */
  client_id: string;
  body: string;
  reply_to_id: number | null;
  mentioned_user_ids: number[];
  attachments: ChatAttachment[];
}

/**
 * - pending: waiting for its turn, or for the next try after a failure it will retry;
 * - sending: on its way;
 * - failed: refused by the server (a 4xx); see `error`.
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

export interface OutboxEntry extends OutboxInput {
  status: OutboxStatus;
  /** When it was written (ISO): where it shows among the messages until the server stores it. */
  created_at: string;
  /** Tries made so far. */
  attempts: number;
  /** The last failure (the server's error code and status when it answered). */
  error: { code: string | null; status: number | null } | null;
}

/** What to do after a failed send (see classifyOutboxError). */
export type OutboxFailure =
  | { kind: 'retry' }
  | { kind: 'rate_limited'; retryAfterMs?: number }
  | { kind: 'rejected' }
  | { kind: 'wait' };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OutboxOptions {
  /** Sends one entry; returns the stored message or throws (see classifyError). */
  send: (entry: OutboxEntry) => Promise<ChatMessage>;
  /** Whose outbox this is: part of the storage key. */
  userId: number;
  storage?: KeyValueStorage | null;
  /** Connectivity: `isOnline` false holds the queue back; `subscribe` is told when it is back. */
  online?: { isOnline(): boolean; subscribe(listener: () => void): () => void };
  /** Defaults to classifyOutboxError. */
  classifyError?: (error: unknown) => OutboxFailure;
  /** Timers (defaults: the globals). */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => Date;
  /** Back-off after the n-th failed try (n from 1); defaults to 1 s, 2 s, 4 s… up to 30 s. */
  backoffMs?: (attempt: number) => number;
}

export interface ChatOutbox {
  enqueue(input: OutboxInput): OutboxEntry;
  /** Every entry, oldest first; a new array after each change. */
  getSnapshot(): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
  /** Called once per stored message, before its entry leaves the outbox (so a list can show it instead). */
  onSent(listener: (message: ChatMessage, entry: OutboxEntry) => void): () => void;
  /** A failed entry goes back in its conversation's queue (at its place in time). */
  retry(clientId: string): void;
  /** Drops an entry that is not on its way (failed, or waiting). */
  discard(clientId: string): void;
  /** Tries every waiting entry now (the connection is back, a new token). */
  kick(): void;
  dispose(): void;
}

export const OUTBOX_STORAGE_PREFIX = 'pickleball.chat-outbox.';

export function outboxStorageKey(userId: number): string {
  return `${OUTBOX_STORAGE_PREFIX}${userId}`;
}

const CLIENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 22 random url-safe characters (132 bits): a message's client_id. */
export function makeClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  // 64 characters: the low 6 bits of a byte pick one without bias.
  return Array.from(bytes, (byte) => CLIENT_ID_ALPHABET[byte & 63]).join('');
}

const statusOf = (error: unknown): number | null => {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number')
    return error.status;
  return null;
};

/**
 * An error with a numeric `status` (the API client's ApiError, the public chat's own) is an
 * answer; anything else (a TypeError from fetch, a timeout with status null) is no answer.
 */
export function classifyOutboxError(error: unknown): OutboxFailure {
  const status = statusOf(error);
  if (status === null || status === 408 || status >= 500) return { kind: 'retry' };
  if (status === 429) {
    const after =
      error && typeof error === 'object' && 'retryAfterMs' in error && typeof error.retryAfterMs === 'number'
        ? error.retryAfterMs
        : undefined;
    return after === undefined ? { kind: 'rate_limited' } : { kind: 'rate_limited', retryAfterMs: after };
  }
  if (status === 401) return { kind: 'wait' };
  return { kind: 'rejected' };
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));

function errorCodeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return null;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.chat_id === 'number' &&
    typeof entry.client_id === 'string' &&
    CHAT_CLIENT_ID_PATTERN.test(entry.client_id) &&
    typeof entry.body === 'string' &&
    (entry.reply_to_id === null || typeof entry.reply_to_id === 'number') &&
    Array.isArray(entry.mentioned_user_ids) &&
    Array.isArray(entry.attachments) &&
    typeof entry.created_at === 'string' &&
    (entry.status === 'pending' || entry.status === 'sending' || entry.status === 'failed')
  );
}

function readStored(storage: KeyValueStorage | null, key: string): OutboxEntry[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isEntry).map((entry) => ({
      ...entry,
      // Cut off on its way by the reload: sent again, which the client_id makes safe.
      status: entry.status === 'sending' ? 'pending' : entry.status,
      attempts: typeof entry.attempts === 'number' ? entry.attempts : 0,
      error: entry.error ?? null,
    }));
  } catch {
    // A corrupt entry reads as an empty outbox.
    return [];
  }
}

export function createChatOutbox(options: OutboxOptions): ChatOutbox {
  const storage = options.storage ?? null;
  const key = outboxStorageKey(options.userId);
  const classify = options.classifyError ?? classifyOutboxError;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const now = options.now ?? (() => new Date());
  const backoff = options.backoffMs ?? defaultBackoff;

  let entries: readonly OutboxEntry[] = readStored(storage, key);
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(message: ChatMessage, entry: OutboxEntry) => void>();
  /** Conversations with a send on its way. */
  const busy = new Set<number>();
  /** Conversations waiting for a timer (or a kick) before their next try. */
  const timers = new Map<number, unknown>();
  /** Conversations held back until a kick or the online signal (a 401, or offline). */
  const held = new Set<number>();
  let disposed = false;

  const persist = () => {
    try {
      if (entries.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(entries));
    } catch {
      // Storage full or refused: the outbox lasts as long as the page.
    }
  };
  const commit = (next: readonly OutboxEntry[]) => {
    entries = next;
    persist();
    for (const listener of listeners) listener();
  };
  const update = (clientId: string, change: Partial<OutboxEntry>) =>
    commit(entries.map((entry) => (entry.client_id === clientId ? { ...entry, ...change } : entry)));

  const isOnline = () => options.online?.isOnline() ?? true;

  const wait = (chatId: number, ms: number) => {
    const existing = timers.get(chatId);
    if (existing !== undefined) clearTimer(existing);
    timers.set(
      chatId,
      setTimer(() => {
        timers.delete(chatId);
        pump(chatId);
      }, ms),
    );
  };

  /** Sends the conversation's oldest waiting entry, if nothing of it is on its way. */
  function pump(chatId: number): void {
    if (disposed || busy.has(chatId) || timers.has(chatId) || held.has(chatId)) return;
    const entry = entries.find((candidate) => candidate.chat_id === chatId && candidate.status === 'pending');
    if (!entry) return;
    if (!isOnline()) {
      held.add(chatId);
      return;
    }
    busy.add(chatId);
    const attempt = { ...entry, status: 'sending' as const, attempts: entry.attempts + 1 };
    update(entry.client_id, { status: 'sending', attempts: attempt.attempts });
    // A send that throws before its promise counts as a failed try, like a rejected one.
    new Promise<ChatMessage>((resolve) => resolve(options.send(attempt))).then(
      (message) => {
        busy.delete(chatId);
        if (disposed) return;
        // Discarded meanwhile can only be a failed or waiting entry, never this one: it was sending.
        for (const listener of sentListeners) listener(message, attempt);
        commit(entries.filter((candidate) => candidate.client_id !== entry.client_id));
        pump(chatId);
      },
      (error: unknown) => {
        busy.delete(chatId);
        if (disposed) return;
        const failure = classify(error);
        const status = statusOf(error);
        const recorded = { code: errorCodeOf(error), status };
        if (failure.kind === 'rejected') {
          update(entry.client_id, { status: 'failed', error: recorded });
          // The refused message stays where it is; the ones after it go on.
          pump(chatId);
          return;
        }
        update(entry.client_id, { status: 'pending', error: recorded });
        if (failure.kind === 'wait') held.add(chatId);
        else if (failure.kind === 'rate_limited')
          wait(chatId, failure.retryAfterMs ?? CHAT_RATE_LIMIT.windowSeconds * 1_000);
        else wait(chatId, backoff(attempt.attempts));
      },
    );
  }

  const chatIds = () => [...new Set(entries.map((entry) => entry.chat_id))];

  function kick(): void {
    for (const chatId of chatIds()) {
      held.delete(chatId);
      const timer = timers.get(chatId);
      if (timer !== undefined) {
        clearTimer(timer);
        timers.delete(chatId);
      }
      pump(chatId);
    }
  }

  const stopOnline = options.online?.subscribe(kick);

  // What a previous page left unsent goes now.
  queueMicrotask(() => {
    for (const chatId of chatIds()) pump(chatId);
  });

  return {
    enqueue(input) {
      if (!CHAT_CLIENT_ID_PATTERN.test(input.client_id)) throw new Error('outbox: invalid client_id');
      const existing = entries.find((entry) => entry.client_id === input.client_id);
      if (existing) return existing;
      const entry: OutboxEntry = {
        ...input,
        status: 'pending',
        created_at: now().toISOString(),
        attempts: 0,
        error: null,
      };
      commit([...entries, entry]);
      pump(input.chat_id);
      return entry;
    },
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSent(listener) {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
    retry(clientId) {
      const entry = entries.find((candidate) => candidate.client_id === clientId);
      if (entry?.status !== 'failed') return;
      update(clientId, { status: 'pending', error: null });
      pump(entry.chat_id);
    },
    discard(clientId) {
      const entry = entries.find((candidate) => candidate.client_id === clientId);
      if (!entry || entry.status === 'sending') return;
      commit(entries.filter((candidate) => candidate.client_id !== clientId));
    },
    kick,
    dispose() {
      disposed = true;
      stopOnline?.();
      for (const timer of timers.values()) clearTimer(timer);
      timers.clear();
      listeners.clear();
      sentListeners.clear();
    },
  };
}
