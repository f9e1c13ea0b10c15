import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toaster';
import type { MessageListHandle } from './message-list';

/** Older pages walked back at most to find a quoted or pinned message (50 messages each). */
const MAX_PAGES = 20;
const HIGHLIGHT_MS = 2_000;

/**
 * Going to a message (a reply's quote, a pinned message): scrolled to when it is loaded, else
 * older pages are loaded until it is, then marked for a moment.
 */
export function useJumpToMessage(
  list: RefObject<MessageListHandle | null>,
  loadOlder: () => Promise<boolean>,
  messageCount: number,
  hasMoreBefore: boolean,
) {
  const { t } = useTranslation('chat');
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [target, setTarget] = useState<{ id: number; pages: number } | null>(null);
  const isLoading = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: messageCount: a page arrived, look again
  useEffect(() => {
    if (!target || isLoading.current) return;
    if (list.current?.scrollToMessage(target.id)) {
      setHighlightedId(target.id);
      setTarget(null);
      return;
    }
    if (!hasMoreBefore || target.pages >= MAX_PAGES) {
      setTarget(null);
      toaster.info({ title: t('chat:conversation.message_not_found') });
      return;
    }
    isLoading.current = true;
    void loadOlder().then((loaded) => {
      isLoading.current = false;
      setTarget(loaded ? { id: target.id, pages: target.pages + 1 } : null);
    });
  }, [target, hasMoreBefore, messageCount, list, loadOlder, t]);

  useEffect(() => {
    if (highlightedId === null) return;
    const timer = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  return { highlightedId, jumpTo: (id: number) => setTarget({ id, pages: 0 }) };
}
