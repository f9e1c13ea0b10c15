import { CHAT_TYPING_TIMEOUT_MS } from '@pickleball/domain/chat/chat.rules';
import { useSyncExternalStore } from 'react';

/**
 * What realtime tells about a conversation that is never stored (typing, who is online), and
 * what the open page tells the cache handlers (which conversation is being read at its newest
 * message). Module state, read by React through useSyncExternalStore; the realtime handlers
 * (./chat-realtime) write it.
 */

const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readVersion = () => version;

/** Re-renders on every change of the live state. */
export function useLiveVersion(): number {
  return useSyncExternalStore(subscribe, readVersion, readVersion);
}

// ---- typing ----

/** chat id → user id → when their indicator goes out (ms). */
const typing = new Map<number, Map<number, number>>();
const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Someone typed in a conversation: shown for CHAT_TYPING_TIMEOUT_MS after their last event. */
export function noteTyping(chatId: number, userId: number, now = Date.now()): void {
  let people = typing.get(chatId);
  if (!people) {
    people = new Map();
    typing.set(chatId, people);
  }
  people.set(userId, now + CHAT_TYPING_TIMEOUT_MS);
  const key = `${chatId}:${userId}`;
  const timer = typingTimers.get(key);
  if (timer) clearTimeout(timer);
  typingTimers.set(
    key,
    setTimeout(() => {
      typingTimers.delete(key);
      stopTyping(chatId, userId);
    }, CHAT_TYPING_TIMEOUT_MS),
  );
  changed();
}

/** Their message arrived (or the time ran out): the indicator goes. */
export function stopTyping(chatId: number, userId: number): void {
  if (typing.get(chatId)?.delete(userId)) changed();
}

/** Who is typing in a conversation now. */
export function typingUserIds(chatId: number, now = Date.now()): number[] {
  return [...(typing.get(chatId) ?? new Map<number, number>()).entries()]
    .filter(([, until]) => until > now)
    .map(([userId]) => userId);
}

export function useTypingUserIds(chatId: number): number[] {
  useLiveVersion();
  return typingUserIds(chatId);
}

// ---- presence ----

/** What `chat.presence` said last, over what the page fetched (GET /chats/presence, members' `online`). */
const presence = new Map<number, boolean>();

export function notePresence(userId: number, online: boolean): void {
  if (presence.get(userId) === online) return;
  presence.set(userId, online);
  changed();
}

/** Events missed while disconnected: what the page fetches again is the truth. */
export function forgetLiveState(): void {
  presence.clear();
  typing.clear();
  changed();
}

/** Whether a person is online: the last event about them, else what was fetched. */
export function isOnline(userId: number, fetched: boolean): boolean {
  return presence.get(userId) ?? fetched;
}

// ---- the conversation being read ----

let viewing: { chatId: number; atNewest: boolean } | null = null;

/**
 * The open conversation, and whether its newest message is in view in a visible tab: a new
 * message there is read at once, so the list does not count it (the page marks it read).
 */
export function setViewing(next: { chatId: number; atNewest: boolean } | null): void {
  viewing = next;
}

export function isViewingNewest(chatId: number): boolean {
  return (
    viewing?.chatId === chatId &&
    viewing.atNewest &&
    (typeof document === 'undefined' || document.visibilityState === 'visible')
  );
}

// ---- conversations I was removed from ----

/** chat id → when I was told I am out of it (ms). */
const removed = new Map<number, number>();

export function noteRemoved(chatId: number, now = Date.now()): void {
  removed.set(chatId, now);
  changed();
}

/**
 * Whether I was removed from this conversation since `since` (when its page opened): a removal
 * heard before (I left it, then was added again) says nothing about the conversation shown now.
 */
export function wasRemovedSince(chatId: number, since: number): boolean {
  return (removed.get(chatId) ?? Number.NEGATIVE_INFINITY) >= since;
}

export function forgetRemoved(chatId: number): void {
  removed.delete(chatId);
}
