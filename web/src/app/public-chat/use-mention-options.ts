import type { ChatMember } from '@pickleball/domain/chat/chat.schemas';
import { useEffect, useState } from 'react';
import type { ChatApi } from './api';

/**
 * The members matching the `@` mention being typed (not me; up to 8), asked a moment after the
 * typing stops, and which of them the keyboard has on (`active`, back to the first with each answer).
 */
export function useMentionOptions(
  api: ChatApi,
  chatId: number,
  myId: number,
  query: { text: string; start: number } | null,
) {
  const [options, setOptions] = useState<ChatMember[]>([]);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (query === null) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .searchMembers(chatId, query.text, controller.signal)
        .then((members) => {
          setOptions(members.filter((member) => member.user.id !== myId).slice(0, 8));
          setActive(0);
        })
        .catch(() => setOptions([]));
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, chatId, myId, query]);
  return { options, active, setActive };
}
