import type { ChatMessage, ChatPerson } from '@pickleball/domain/chat/chat.schemas';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatDate } from '../../lib/format';
import { useLiteTranslation } from '../../lib/i18n-lite';
import type { Positions } from './chat-state';
import { ArrowDownIcon } from './icons';
import { MessageItem, PendingItem } from './message-item';
import { dayKey, messageStatus, type TimelineItem } from './timeline';

/**
 * The message list: newest at the bottom, earlier pages loaded as the reader scrolls up (the
 * position kept), the new messages of others counted (and said, politely) while the reader is
 * further up, and my read position moved once the newest message is on screen.
 */

/** Within this many pixels of the bottom counts as being at the bottom. */
const BOTTOM_SLACK = 48;
/** Earlier messages are asked for this far from the top. */
const TOP_SLACK = 400;

function DayLabel({ day }: { day: string }) {
  const { t, language } = useLiteTranslation('public-chat');
  const now = Date.now();
  if (day === dayKey(new Date(now).toISOString())) return <>{t('list.today')}</>;
  if (day === dayKey(new Date(now - 86_400_000).toISOString())) return <>{t('list.yesterday')}</>;
  // Noon of that day: the same calendar day in any time zone near ours.
  return <>{formatDate(`${day}T12:00:00`, language)}</>;
}

export function MessageList({
  items,
  messages,
  me,
  people,
  positions,
  history,
  hasMoreBefore,
  older,
  onLoadOlder,
  onRetryHistory,
  onNewestSeen,
  onMenu,
  onReact,
  onRetry,
  onDiscard,
}: {
  items: TimelineItem[];
  messages: ChatMessage[];
  me: ChatPerson;
  people: Map<number, ChatPerson>;
  positions: Positions;
  history: 'loading' | 'ready' | 'failed';
  hasMoreBefore: boolean;
  older: 'idle' | 'loading' | 'failed';
  onLoadOlder: () => void;
  onRetryHistory: () => void;
  onNewestSeen: (messageId: number) => void;
  onMenu: (message: ChatMessage) => void;
  onReact: (message: ChatMessage, emoji: string) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t } = useLiteTranslation('public-chat');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  /** What the last layout showed: to tell a page of history (prepended) from new messages (appended). */
  const shown = useRef({
    placed: false,
    first: null as string | null,
    last: null as string | null,
    newestId: 0,
    fromBottom: 0,
    atBottom: true,
  });

  const firstKey = items.find((item) => item.kind === 'message')?.key ?? null;
  const lastKey = items.at(-1)?.key ?? null;
  const newest = messages.at(-1);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const fromBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    shown.current.fromBottom = scroller.scrollHeight - scroller.scrollTop;
    shown.current.atBottom = fromBottom <= BOTTOM_SLACK;
    setAtBottom(shown.current.atBottom);
    if (shown.current.atBottom) setUnseen(0);
    if (scroller.scrollTop < TOP_SLACK && hasMoreBefore && older === 'idle' && shown.current.placed)
      onLoadOlder();
  }, [hasMoreBefore, older, onLoadOlder]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const state = shown.current;
    if (!scroller || history !== 'ready') return;
    if (!state.placed) {
      // First paint: at the "new messages" divider when there is one, else at the bottom.
      const divider = scroller.querySelector<HTMLElement>('[data-unread]');
      if (divider) scroller.scrollTop = Math.max(0, divider.offsetTop - 8);
      else scroller.scrollTop = scroller.scrollHeight;
      state.placed = true;
    } else if (firstKey !== state.first && lastKey === state.last) {
      // Earlier messages above: the ones on screen stay where they were.
      scroller.scrollTop = scroller.scrollHeight - state.fromBottom;
    } else if (lastKey !== state.last) {
      const added = messages.filter((message) => message.id > state.newestId);
      const mineOnly =
        items.at(-1)?.kind === 'pending' || added.every((message) => message.author?.id === me.id);
      if (state.atBottom || mineOnly) scroller.scrollTop = scroller.scrollHeight;
      else setUnseen((count) => count + added.filter((message) => message.author?.id !== me.id).length);
    }
    state.first = firstKey;
    state.last = lastKey;
    state.newestId = newest?.id ?? 0;
    measure();
  }, [firstKey, lastKey, history, items, messages, me.id, newest, measure]);

  // The newest message on screen, in a visible tab: my read position moves to it.
  useEffect(() => {
    if (!atBottom || !newest) return;
    const report = () => {
      if (document.visibilityState === 'visible') onNewestSeen(newest.id);
    };
    report();
    document.addEventListener('visibilitychange', report);
    window.addEventListener('focus', report);
    return () => {
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener('focus', report);
    };
  }, [atBottom, newest, onNewestSeen]);

  // The list keeps its bottom in view when the window (a phone's keyboard) resizes it.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (shown.current.atBottom) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  const scrollToBottom = () => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTo({ top: scroller.scrollHeight, behavior: 'smooth' });
    setUnseen(0);
  };

  const byId = new Map(messages.map((message) => [message.id, message]));

  return (
    <div className="pc-list-wrap">
      <section ref={scrollerRef} className="pc-scroller" aria-label={t('list.label')} onScroll={measure}>
        {history === 'loading' && (
          <p className="pc-list-note" role="status">
            {t('list.loading')}
          </p>
        )}
        {history === 'failed' && (
          <div className="pc-list-note" role="alert">
            <p>{t('errors.load_failed')}</p>
            <button type="button" className="pc-button" onClick={onRetryHistory}>
              {t('try_again')}
            </button>
          </div>
        )}
        {history === 'ready' && (
          <>
            {hasMoreBefore ? (
              <div className="pc-list-note">
                <button
                  type="button"
                  className="pc-button"
                  onClick={onLoadOlder}
                  disabled={older === 'loading'}
                  aria-busy={older === 'loading'}
                >
                  {older === 'failed' ? t('try_again') : t('list.load_older')}
                </button>
              </div>
            ) : (
              <p className="pc-list-note pc-muted">
                {items.length > 0 ? t('list.beginning') : t('list.empty')}
              </p>
            )}
            <ol className="pc-list">
              {items.map((item) => {
                if (item.kind === 'day')
                  return (
                    <li key={item.key} className="pc-day">
                      <span>
                        <DayLabel day={item.day} />
                      </span>
                    </li>
                  );
                if (item.kind === 'unread')
                  return (
                    <li key={item.key} className="pc-unread" data-unread>
                      <span>{t('list.new_divider')}</span>
                    </li>
                  );
                if (item.kind === 'pending')
                  return (
                    <PendingItem
                      key={item.key}
                      entry={item.entry}
                      me={me}
                      mentioned={item.entry.mentioned_user_ids.flatMap((id) => {
                        const person = people.get(id);
                        return person ? [person] : [];
                      })}
                      replyTo={item.entry.reply_to_id === null ? undefined : byId.get(item.entry.reply_to_id)}
                      startsGroup={item.startsGroup}
                      endsGroup={item.endsGroup}
                      onRetry={onRetry}
                      onDiscard={onDiscard}
                    />
                  );
                const { message } = item;
                return (
                  <MessageItem
                    key={item.key}
                    message={message}
                    myId={me.id}
                    status={message.author?.id === me.id ? messageStatus(message.id, positions) : null}
                    startsGroup={item.startsGroup}
                    endsGroup={item.endsGroup}
                    onMenu={onMenu}
                    onReact={onReact}
                  />
                );
              })}
            </ol>
          </>
        )}
      </section>
      <div className="lite-sr-only" aria-live="polite">
        {unseen > 0 ? t('list.new_messages', { count: unseen }) : ''}
      </div>
      {unseen > 0 && !atBottom && (
        <button type="button" className="pc-jump" onClick={scrollToBottom}>
          <ArrowDownIcon />
          {t('list.new_messages', { count: unseen })}
        </button>
      )}
    </div>
  );
}
