import type { AuthUser } from '@pickleball/domain';
import type { PublicChatDetail } from '@pickleball/domain/chat/chat.schemas';
import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StatusPanel } from '../../components/lite/lite-shell';
import { type ChatOutbox, createChatOutbox } from '../../lib/chat-outbox';
import { LiteI18nProvider, useLiteTranslation } from '../../lib/i18n-lite';
import type { Language } from '../../lib/language';
import { createLiteEntry, useLiteEntryI18n } from '../../lib/lite-entry';
import { sessionStore } from '../../lib/session-store';
import { ChatApiError, createChatApi } from './api';
import { catalog as english } from './catalog-en';
import { ChatScreen, type FatalReason } from './chat-screen';
import { ChatFrame } from './shell';
import { forgetTabToken, type TokenChoice, takeToken } from './token';
import './public-chat.css';

/**
 * The public chat on its own (main.tsx loads this for /public-chat): a player opens it from the
 * mobile app or a link with their access token in the fragment, or as a signed-in back-office
 * user. Plain React, the light translation lookup, plain fetch and socket.io-client: none of the
 * back-office's frame, UI kit, query cache, schemas or i18next.
 */

/** Its `current` is what the calls read for Accept-Language. */
const entry = createLiteEntry({
  english,
  loadVietnamese: async () => (await import('./catalog-vi')).catalog,
  namespace: 'public-chat',
});

type PageState =
  | { kind: 'loading' }
  | { kind: 'ready'; me: AuthUser; chat: PublicChatDetail }
  | { kind: 'failed'; reason: FatalReason | 'token_required' | 'network' | 'load_failed' };

function reasonFor(error: unknown): Extract<PageState, { kind: 'failed' }>['reason'] {
  if (!(error instanceof ChatApiError)) return 'load_failed';
  if (error.status === 401) return 'token_invalid';
  if (error.status === 403) return 'auth_failed';
  if (error.code === 'chat.unavailable') return 'unavailable';
  if (error.status === null) return 'network';
  return 'load_failed';
}

/** One outbox per person for the page's life (what they wrote offline waits under their id). */
const outboxes = new Map<number, ChatOutbox>();

function PublicChatApp({ initialLanguage, choice }: { initialLanguage: Language; choice: TokenChoice }) {
  const i18n = useLiteEntryI18n(entry, initialLanguage);
  const [page, setPage] = useState<PageState>(
    choice.token ? { kind: 'loading' } : { kind: 'failed', reason: 'token_required' },
  );
  const [attempt, setAttempt] = useState(0);

  const fail = useCallback(
    (reason: Extract<PageState, { kind: 'failed' }>['reason']) => {
      // A refused token handed to this tab is not tried again on a reload.
      if (reason === 'token_invalid' && choice.source !== 'session') forgetTabToken();
      setPage({ kind: 'failed', reason });
    },
    [choice.source],
  );

  const getToken = useCallback(
    // A back-office tab may refresh the session meanwhile: its newest token.
    () =>
      (choice.source === 'session' ? sessionStore.getSnapshot().tokens?.accessToken : null) ??
      choice.token ??
      '',
    [choice],
  );
  const api = useMemo(
    () =>
      createChatApi({
        getToken,
        getLanguage: () => entry.current.language,
        onUnauthorized: () => fail('token_invalid'),
      }),
    [getToken, fail],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again
  useEffect(() => {
    if (!choice.token) return;
    const controller = new AbortController();
    setPage({ kind: 'loading' });
    Promise.all([api.getMe(controller.signal), api.getPublicChat(controller.signal)]).then(
      ([me, chat]) => setPage({ kind: 'ready', me, chat }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(reasonFor(error));
      },
    );
    return () => controller.abort();
  }, [api, choice.token, attempt, fail]);

  const outbox = useMemo(() => {
    if (page.kind !== 'ready') return null;
    const userId = page.me.id;
    let held = outboxes.get(userId);
    if (!held) {
      held = createChatOutbox({
        userId,
        storage: typeof localStorage === 'undefined' ? null : localStorage,
        send: (entry) =>
          api.sendMessage(entry.chat_id, {
            client_id: entry.client_id,
            body: entry.body,
            reply_to_id: entry.reply_to_id,
            mentioned_user_ids: entry.mentioned_user_ids,
            attachments: entry.attachments,
          }),
        online: {
          isOnline: () => navigator.onLine !== false,
          subscribe: (listener) => {
            window.addEventListener('online', listener);
            return () => window.removeEventListener('online', listener);
          },
        },
      });
      outboxes.set(userId, held);
    }
    return held;
  }, [page, api]);

  return (
    <LiteI18nProvider value={i18n}>
      {page.kind === 'ready' && outbox ? (
        <ChatScreen
          key={attempt}
          api={api}
          me={page.me}
          initialChat={page.chat}
          outbox={outbox}
          getToken={getToken}
          onFatal={fail}
        />
      ) : (
        <PageStatus
          page={page.kind === 'ready' ? { kind: 'loading' } : page}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      )}
    </LiteI18nProvider>
  );
}

function PageStatus({ page, onRetry }: { page: Exclude<PageState, { kind: 'ready' }>; onRetry: () => void }) {
  const { t } = useLiteTranslation('public-chat');
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  if (page.kind === 'loading')
    return (
      <ChatFrame title={t('title')}>
        <StatusPanel title={t('list.loading')} />
      </ChatFrame>
    );
  const signIn = (
    <a className="pc-button pc-primary" href="/login">
      {t('sign_in')}
    </a>
  );
  const retry = (
    <button
      type="button"
      className="pc-button"
      onClick={page.reason === 'token_invalid' ? () => window.location.reload() : onRetry}
    >
      {t('try_again')}
    </button>
  );
  const texts: Record<typeof page.reason, { title: string; text?: string }> = {
    token_required: { title: t('errors.token_required') },
    token_invalid: { title: t('errors.token_invalid') },
    auth_failed: { title: t('errors.auth_failed') },
    unavailable: { title: t('errors.unavailable'), text: t('errors.unavailable_hint') },
    network: { title: t('errors.network') },
    load_failed: { title: t('errors.load_failed') },
  };
  const { title, text } = texts[page.reason];
  return (
    <ChatFrame title={t('title')}>
      <StatusPanel
        tone={page.reason === 'unavailable' ? 'neutral' : 'danger'}
        title={title}
        {...(text ? { text } : {})}
      >
        {page.reason !== 'token_required' && retry}
        {(page.reason === 'token_required' ||
          page.reason === 'token_invalid' ||
          page.reason === 'auth_failed') &&
          signIn}
      </StatusPanel>
    </ChatFrame>
  );
}

/** Shows the public chat in `container` (main.tsx, for /public-chat). */
export async function startPublicChat(container: HTMLElement): Promise<void> {
  // First, before anything can fail: the token leaves the address bar.
  const choice = takeToken(sessionStore.getSnapshot().tokens?.accessToken);
  const language = await entry.start();
  createRoot(container).render(
    <StrictMode>
      <PublicChatApp initialLanguage={language} choice={choice} />
    </StrictMode>,
  );
}
