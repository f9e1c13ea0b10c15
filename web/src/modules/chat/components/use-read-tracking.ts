import type { ChatMessage } from '@pickleball/domain';
import { CHAT_DELIVERED } from '@pickleball/domain/chat/chat.rules';
import { chatRoom } from '@pickleball/domain/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { emitRealtime, onRealtimeJoin, useRealtimeConnection } from '../../../lib/realtime';
import { markRead } from '../api/mark-read';
import { storeReadState } from '../chat-cache';
import { setViewing } from '../chat-live';
import { deliveredTarget, readTarget } from './shown-messages';

/** Whether the tab is visible (a message "read" in a hidden tab is not read). */
function useIsVisible(): boolean {
  const [isVisible, setIsVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  useEffect(() => {
    const update = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}

/**
 * Read and delivered positions of the open conversation:
 * - while its newest message is in view in a visible tab, new messages are read as they come
 *   (the cache handlers do not count them, chat-live's setViewing) and POST read moves my position
 *   to the newest stored message (the server never moves it back);
 * - the newest message of someone else that reached this device is reported with CHAT_DELIVERED
 *   (their ticks turn to "delivered"), again after a reconnection.
 */
export function useReadTracking({
  chatId,
  myId,
  messages,
  lastReadId,
  atEnd,
}: {
  chatId: number;
  myId: number;
  messages: readonly ChatMessage[];
  lastReadId: number | null;
  atEnd: boolean;
}): void {
  const client = useQueryClient();
  const isVisible = useIsVisible();
  const connection = useRealtimeConnection();
  const asked = useRef(0);
  const reported = useRef(0);

  useEffect(() => {
    setViewing({ chatId, atNewest: atEnd && isVisible });
    return () => setViewing(null);
  }, [chatId, atEnd, isVisible]);

  const target = atEnd && isVisible ? readTarget(messages, lastReadId) : null;
  useEffect(() => {
    if (target === null || target <= asked.current) return;
    asked.current = target;
    markRead(chatId, target)
      .then((state) => storeReadState(client, state))
      .catch(() => {
        // Asked again with the next message or the next time the end comes into view.
        if (asked.current === target) asked.current = 0;
      });
  }, [client, chatId, target]);

  // The server takes the signal only from a socket in the room: sent again once the room is joined.
  const [joins, setJoins] = useState(0);
  useEffect(
    () =>
      onRealtimeJoin((rooms) => {
        if (!rooms.includes(chatRoom(chatId))) return;
        reported.current = 0;
        setJoins((count) => count + 1);
      }),
    [chatId],
  );
  const delivered = deliveredTarget(messages, myId, reported.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: joins: the room was joined again, report again
  useEffect(() => {
    if (delivered === null || connection !== 'connected') return;
    if (emitRealtime(CHAT_DELIVERED, { chat_id: chatId, message_id: delivered }))
      reported.current = delivered;
  }, [chatId, delivered, connection, joins]);
}
