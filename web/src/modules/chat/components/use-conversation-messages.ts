import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { listMessages } from '../api/list-messages';
import { chatKeys } from '../chat.keys';
import { type ChatMessagesData, withNewestPage, withOlderPage } from './message-cache';

/** After a failed older page, the list asks again no sooner than this (it asks on every scroll). */
const OLDER_RETRY_MS = 5_000;

/**
 * A conversation's messages as the page holds them (message-cache): the newest page on opening,
 * merged with what realtime, sends and catch-ups put in; never refetched whole on focus (the
 * socket keeps it current, and a reconnection catches up what it missed).
 */
export function useConversationMessages(chatId: number) {
  const client = useQueryClient();
  const key = chatKeys.messages(chatId);
  const query = useQuery(
    queryOptions({
      queryKey: key,
      queryFn: async ({ signal }) =>
        withNewestPage(client.getQueryData<ChatMessagesData>(key), await listMessages(chatId, {}, signal)),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );

  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const busy = useRef(false);
  const failedAt = useRef(0);

  /** The page before the oldest message held (the reader scrolled near the top). */
  const loadOlder = useCallback(async (): Promise<boolean> => {
    const held = client.getQueryData<ChatMessagesData>(chatKeys.messages(chatId));
    const oldest = held?.messages[0];
    if (busy.current || !held?.hasMoreBefore || !oldest) return false;
    if (Date.now() - failedAt.current < OLDER_RETRY_MS) return false;
    busy.current = true;
    setIsLoadingOlder(true);
    try {
      const page = await listMessages(chatId, { before: oldest.id });
      client.setQueryData<ChatMessagesData>(chatKeys.messages(chatId), (current) =>
        withOlderPage(current, page),
      );
      setOlderFailed(false);
      return true;
    } catch {
      failedAt.current = Date.now();
      setOlderFailed(true);
      return false;
    } finally {
      busy.current = false;
      setIsLoadingOlder(false);
    }
  }, [client, chatId]);

  return { query, loadOlder, isLoadingOlder, olderFailed };
}
