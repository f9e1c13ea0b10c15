import type { AuthUser } from '@pickleball/domain';
import type {
  ChatPresenceEvent,
  ChatReadEvent,
  ChatTypingEvent,
} from '@pickleball/domain/chat/chat.messages.schemas';
import { CHAT_HISTORY_PAGE_MAX, CHAT_TYPING_TIMEOUT_MS } from '@pickleball/domain/chat/chat.rules';
import type { ChatMessage, ChatPerson, PublicChatDetail } from '@pickleball/domain/chat/chat.schemas';
import type { RealtimeEvent } from '@pickleball/domain/realtime/events';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type ChatOutbox, makeClientId } from '../../lib/chat-outbox';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { type ChatApi, ChatApiError } from './api';
import { chatReducer, initialChatState, othersOf } from './chat-state';
import { Composer, type ComposerMessage } from './composer';
import { type Dialog, MessageDialogs } from './message-dialogs';
import { MessageList } from './message-list';
import { type ChatConnection, connectChat } from './realtime';
import { ConnectionStatus, typingLine } from './screen-status';
import { ChatFrame } from './shell';
import { buildTimeline, knownPeople, newestId, pendingEntries } from './timeline';

/** What ends the page: the token refused, the socket's handshake refused, the channel turned off. */
export type FatalReason = 'token_invalid' | 'auth_failed' | 'unavailable';

/**
 * The public channel, open: its messages (history, live events, my outbox), the composer, and a
 * message's actions. The page catches up after every (re)connection, so nothing published while
 * the socket was away is missed, and keeps everyone's read and delivered positions for my ticks.
 */
export function ChatScreen({
  api,
  me,
  initialChat,
  outbox,
  getToken,
  onFatal,
}: {
  api: ChatApi;
  me: AuthUser;
  initialChat: PublicChatDetail;
  outbox: ChatOutbox;
  getToken: () => string;
  onFatal: (reason: FatalReason) => void;
}) {
  const { t } = useLiteTranslation('public-chat');
  const [state, dispatch] = useReducer(chatReducer, initialChat, initialChatState);
  const entries = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [historyAttempt, setHistoryAttempt] = useState(0);
  const connection = useRef<ChatConnection | null>(null);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const chatId = state.chat.id;
  const person: ChatPerson = useMemo(
    () => ({ id: me.id, name: me.name, username: me.username, avatar_url: null }),
    [me],
  );

  const describeError = useCallback(
    (error: unknown): string => {
      if (error instanceof ChatApiError) {
        if (error.status === null) return t('errors.network');
        if (error.serverMessage) return error.serverMessage;
        const known = t(`errors:${error.code}`);
        if (known !== error.code) return known;
      }
      return t('errors.action_failed');
    },
    [t],
  );

  /** A failed call: the page's end for the channel turned off, else a short notice. */
  const handleError = useCallback(
    (error: unknown) => {
      if (error instanceof ChatApiError) {
        // The API's onUnauthorized has ended the page already.
        if (error.status === 401) return;
        if (error.code === 'chat.unavailable') return onFatal('unavailable');
      }
      setNotice(describeError(error));
    },
    [describeError, onFatal],
  );

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 6_000);
    return () => clearTimeout(timer);
  }, [notice]);

  // The newest page first; earlier ones as the reader scrolls up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: historyAttempt asks again after a failure
  useEffect(() => {
    let cancelled = false;
    api.listMessages(chatId).then(
      (page) => !cancelled && dispatch({ type: 'history', page, replace: false }),
      (error: unknown) => {
        if (cancelled) return;
        dispatch({ type: 'history_failed' });
        handleError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, chatId, historyAttempt]);

  const loadOlder = useCallback(() => {
    const current = stateRef.current;
    const oldest = current.messages[0];
    if (!oldest || current.older === 'loading' || !current.hasMoreBefore) return;
    dispatch({ type: 'older_loading' });
    api.listMessages(chatId, { before: oldest.id }).then(
      (page) => dispatch({ type: 'older', page }),
      (error: unknown) => {
        dispatch({ type: 'older_failed' });
        handleError(error);
      },
    );
  }, [api, chatId, handleError]);

  const refreshChat = useCallback(() => {
    api.getPublicChat().then(
      (chat) => {
        // Another channel became the public one: the page starts again with it.
        if (chat.id !== chatId) window.location.reload();
        else dispatch({ type: 'chat', chat });
      },
      (error: unknown) => handleError(error),
    );
  }, [api, chatId, handleError]);

  /** What was published while the socket was away: the pages after the newest message held. */
  const catchUp = useCallback(async () => {
    const current = stateRef.current;
    if (current.history !== 'ready') return;
    let after = newestId(current.messages);
    try {
      for (let page = 0; page < 10; page++) {
        const answer =
          after === null
            ? await api.listMessages(chatId)
            : await api.listMessages(chatId, { after, limit: CHAT_HISTORY_PAGE_MAX });
        dispatch({ type: 'messages', messages: answer.data });
        const last = newestId(answer.data);
        if (after === null || !answer.meta.has_more_after || last === null) return;
        after = last;
      }
      // Away for a long time: the newest page again, without the gap.
      dispatch({ type: 'history', page: await api.listMessages(chatId), replace: true });
    } catch (error) {
      handleError(error);
    }
  }, [api, chatId, handleError]);

  const handleEvent = useCallback(
    (event: RealtimeEvent) => {
      switch (event.type) {
        case 'chat.message_created':
        case 'chat.message_updated': {
          const message = event.data as ChatMessage;
          if (message.chat_id !== chatId) return;
          dispatch({ type: 'messages', messages: [message] });
          if (event.type === 'chat.message_created' && message.author?.id !== me.id)
            connection.current?.delivered(message.id);
          return;
        }
        case 'chat.read':
          dispatch({ type: 'read', event: event.data as ChatReadEvent, me: me.id });
          return;
        case 'chat.typing': {
          const data = event.data as ChatTypingEvent;
          if (data.chat_id === chatId && data.user_id !== me.id)
            dispatch({ type: 'typing', userId: data.user_id, until: Date.now() + CHAT_TYPING_TIMEOUT_MS });
          return;
        }
        case 'chat.presence':
          dispatch({ type: 'presence', event: event.data as ChatPresenceEvent });
          return;
        case 'chat.updated':
        case 'chat.removed':
          refreshChat();
          return;
        default:
          return;
      }
    },
    [chatId, me.id, refreshChat],
  );

  const handlers = useRef({ handleEvent, catchUp, refreshChat, onFatal });
  useLayoutEffect(() => {
    handlers.current = { handleEvent, catchUp, refreshChat, onFatal };
  });

  useEffect(() => {
    const opened = connectChat(chatId, {
      getToken,
      onEvent: (event) => handlers.current.handleEvent(event),
      onState: (next) => dispatch({ type: 'connection', state: next }),
      onJoined: (isReconnect) => {
        // Published between the first page and joining the room, or while away: fetched now.
        void handlers.current.catchUp();
        if (isReconnect) {
          handlers.current.refreshChat();
          outbox.kick();
        }
      },
      onAuthFailed: () => handlers.current.onFatal('auth_failed'),
    });
    connection.current = opened;
    return () => {
      opened.close();
      connection.current = null;
    };
  }, [chatId, getToken, outbox]);

  // My messages the outbox got stored join the list before they leave the outbox.
  useEffect(() => outbox.onSent((message) => dispatch({ type: 'messages', messages: [message] })), [outbox]);

  // The newest message from someone else reached this device.
  const newestFromOthers = [...state.messages].reverse().find((message) => message.author?.id !== me.id)?.id;
  useEffect(() => {
    if (state.connection === 'connected' && newestFromOthers !== undefined)
      connection.current?.delivered(newestFromOthers);
  }, [state.connection, newestFromOthers]);

  // Typing indicators fade on their own.
  useEffect(() => {
    const untils = Object.values(state.typing);
    if (untils.length === 0) return;
    const timer = setTimeout(
      () => dispatch({ type: 'typing_expired', now: Date.now() }),
      Math.max(0, Math.min(...untils) - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [state.typing]);

  const posting = useRef(0);
  const markRead = useCallback(
    (messageId: number) => {
      const held = stateRef.current.lastRead ?? 0;
      if (messageId <= held || messageId <= posting.current) return;
      posting.current = messageId;
      api.markRead(chatId, messageId).then(
        (answer) => dispatch({ type: 'read_posted', messageId: answer.last_read_message_id ?? messageId }),
        () => {
          // Posted again the next time the newest message is seen.
          posting.current = 0;
        },
      );
    },
    [api, chatId],
  );

  const send = useCallback(
    (message: ComposerMessage) => {
      outbox.enqueue({ ...message, chat_id: chatId, client_id: makeClientId() });
      setReplyTo(null);
    },
    [chatId, outbox],
  );

  const react = useCallback(
    (message: ChatMessage, emoji: string) => {
      api.toggleReaction(chatId, message.id, emoji).then(
        (updated) => dispatch({ type: 'messages', messages: [updated] }),
        (error: unknown) => handleError(error),
      );
    },
    [api, chatId, handleError],
  );

  const openMenu = useCallback((message: ChatMessage) => setDialog({ kind: 'menu', message }), []);
  const retry = useCallback((clientId: string) => outbox.retry(clientId), [outbox]);
  const discard = useCallback((clientId: string) => outbox.discard(clientId), [outbox]);
  const retryHistory = useCallback(() => setHistoryAttempt((count) => count + 1), []);

  const pending = useMemo(
    () => pendingEntries(entries, chatId, state.messages),
    [entries, chatId, state.messages],
  );
  const items = useMemo(
    () => buildTimeline(state.messages, pending, { lastReadId: state.unreadMarker, me: person }),
    [state.messages, pending, state.unreadMarker, person],
  );
  const positions = useMemo(() => othersOf(state, me.id), [state, me.id]);
  const people = useMemo(() => knownPeople(state.messages), [state.messages]);
  const [picked, setPicked] = useState<Map<number, ChatPerson>>(() => new Map());
  const allPeople = useMemo(() => new Map([...picked, ...people]), [picked, people]);

  const typingText = typingLine(
    Object.keys(state.typing).map((id) => allPeople.get(Number(id))?.name ?? t('message.someone')),
    t,
  );
  const { abilities } = state.chat;
  // I am in the channel too, whether or not the detail or an event has said so yet.
  const inChannel = state.online.includes(me.id) ? state.online.length : state.online.length + 1;
  const status = <ConnectionStatus connection={state.connection} online={inChannel} t={t} />;

  return (
    <ChatFrame title={state.chat.name} status={status}>
      <main className="pc-chat">
        <MessageList
          items={items}
          messages={state.messages}
          me={person}
          people={allPeople}
          positions={positions}
          history={state.history}
          hasMoreBefore={state.hasMoreBefore}
          older={state.older}
          onLoadOlder={loadOlder}
          onRetryHistory={retryHistory}
          onNewestSeen={markRead}
          onMenu={openMenu}
          onReact={react}
          onRetry={retry}
          onDiscard={discard}
        />
        <p className="pc-typing" aria-live="polite">
          {typingText}
        </p>
        {notice && (
          <p className="pc-notice" role="alert">
            {notice}
          </p>
        )}
        {abilities.post ? (
          <Composer
            api={api}
            chatId={chatId}
            myId={me.id}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={(message, mentioned) => {
              if (mentioned.length > 0)
                setPicked((held) => new Map([...held, ...mentioned.map((item) => [item.id, item] as const)]));
              send(message);
            }}
            onTyping={() => connection.current?.typing()}
            describeError={describeError}
          />
        ) : (
          <p className="pc-readonly">
            {state.chat.type === 'announcement' && state.chat.status === 'active'
              ? t('composer.announcement_only')
              : t('composer.read_only')}
          </p>
        )}
      </main>
      <MessageDialogs
        dialog={dialog}
        myId={me.id}
        canPost={abilities.post}
        canModerate={abilities.moderate}
        describeError={describeError}
        onDialog={setDialog}
        onReact={react}
        onReply={setReplyTo}
        onEdit={(message, body, reason) => api.editMessage(chatId, message.id, { body, reason })}
        onRemove={(message, reason) => api.removeMessage(chatId, message.id, reason)}
        onUpdated={(updated) => dispatch({ type: 'messages', messages: [updated] })}
      />
    </ChatFrame>
  );
}
