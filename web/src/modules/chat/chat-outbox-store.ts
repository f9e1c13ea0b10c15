import type { ChatMessageInput } from '@pickleball/domain';
import { useSyncExternalStore } from 'react';
import { type ChatOutbox, createChatOutbox, type OutboxEntry } from '../../lib/chat-outbox';
import { queryClient } from '../../lib/query-client';
import { sendMessage } from './api/send-message';
import { storeNewMessage } from './chat-cache';

/**
 * The signed-in user's outbox (lib/chat-outbox): one for the app, made for the user on first use
 * and replaced when another user signs in. What it stores goes into the cache like any new
 * message, so the pending copy gives way to the stored one.
 */
let current: { userId: number; outbox: ChatOutbox } | null = null;

const browserOnline = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

export function getChatOutbox(userId: number): ChatOutbox {
  if (current?.userId === userId) return current.outbox;
  current?.outbox.dispose();
  const outbox = createChatOutbox({
    userId,
    send: (entry) => {
      const input: ChatMessageInput = {
        client_id: entry.client_id,
        body: entry.body,
        reply_to_id: entry.reply_to_id,
        mentioned_user_ids: entry.mentioned_user_ids,
        attachments: entry.attachments,
      };
      return sendMessage(entry.chat_id, input);
    },
    storage: typeof localStorage === 'undefined' ? null : localStorage,
    online: browserOnline,
  });
  outbox.onSent((message) => storeNewMessage(queryClient, message, userId));
  current = { userId, outbox };
  return outbox;
}

/** The connection came back: waiting messages go now rather than at their next try. */
export function kickChatOutbox(): void {
  current?.outbox.kick();
}

const noEntries: readonly OutboxEntry[] = [];

/** The user's unsent messages (all conversations), live. */
export function useOutboxEntries(userId: number): readonly OutboxEntry[] {
  const outbox = getChatOutbox(userId);
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, () => noEntries);
}
