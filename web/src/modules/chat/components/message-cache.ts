import type { ChatHistory, ChatMessage } from '@pickleball/domain';

/**
 * A conversation's messages as the page holds them (the `chatKeys.messages(id)` entry): what has
 * been loaded so far, oldest first, one entry per message id. Pages of history are prepended as
 * the reader scrolls back, new messages (the sender's answer, realtime, a catch-up after a lost
 * connection) are merged in; the same message arriving twice is kept once.
 */
export interface ChatMessagesData {
  /** Oldest first (ids grow with time). */
  messages: ChatMessage[];
  /** Older messages exist before the first one loaded. */
  hasMoreBefore: boolean;
}

/** The union of two lists by id (the incoming copy wins: it is the newer state), oldest first. */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return [...existing];
  const byId = new Map<number, ChatMessage>();
  for (const message of existing) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The newest page fetched (on opening, or again later): merged with what is held when the two
 * meet; when they cannot be shown to meet (the page starts after everything held and more lies
 * before it), what is held is dropped rather than shown with a hole in the middle.
 */
export function withNewestPage(existing: ChatMessagesData | undefined, page: ChatHistory): ChatMessagesData {
  const first = page.data[0];
  const newestHeld = existing?.messages.at(-1);
  if (!existing || !newestHeld || !first) {
    return existing && existing.messages.length > 0 && !first
      ? existing
      : { messages: [...page.data], hasMoreBefore: page.meta.has_more_before };
  }
  if (first.id > newestHeld.id && page.meta.has_more_before)
    return { messages: [...page.data], hasMoreBefore: page.meta.has_more_before };
  const oldestHeld = existing.messages[0] as ChatMessage;
  return {
    messages: mergeMessages(existing.messages, page.data),
    hasMoreBefore: oldestHeld.id < first.id ? existing.hasMoreBefore : page.meta.has_more_before,
  };
}

/** An older page (GET messages?before=<oldest id>) put in front. */
export function withOlderPage(existing: ChatMessagesData | undefined, page: ChatHistory): ChatMessagesData {
  return {
    messages: mergeMessages(existing?.messages ?? [], page.data),
    hasMoreBefore: page.meta.has_more_before,
  };
}

/**
 * One message in: a new one (realtime, the answer to a send, a catch-up) or a changed one (an edit,
 * a removal, a pin, reactions). Nothing is held yet: nothing changes (the first fetch brings it).
 * A copy with the same client id is the same message (a resend the server stored once).
 */
export function withMessage(
  existing: ChatMessagesData | undefined,
  message: ChatMessage,
): ChatMessagesData | undefined {
  if (!existing) return existing;
  const sameClient =
    message.client_id === null
      ? undefined
      : existing.messages.find((held) => held.client_id === message.client_id && held.id !== message.id);
  const messages = sameClient ? existing.messages.filter((held) => held !== sameClient) : existing.messages;
  return { ...existing, messages: mergeMessages(messages, [message]) };
}

/** A changed message replaces its copy; one not held (older than what is loaded) is left alone. */
export function withUpdatedMessage(
  existing: ChatMessagesData | undefined,
  message: ChatMessage,
): ChatMessagesData | undefined {
  if (!existing?.messages.some((held) => held.id === message.id)) return existing;
  return {
    ...existing,
    messages: existing.messages.map((held) => (held.id === message.id ? message : held)),
  };
}

/** The newest message held, whose id a catch-up asks after. */
export function newestMessageId(data: ChatMessagesData | undefined): number | null {
  return data?.messages.at(-1)?.id ?? null;
}
