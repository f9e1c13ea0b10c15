import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_TYPES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TYPING_THROTTLE_MS,
  chatPreview,
} from '@pickleball/domain/chat/chat.rules';
import type { ChatAttachment, ChatMessage, ChatPerson } from '@pickleball/domain/chat/chat.schemas';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { OutboxInput } from '../../lib/chat-outbox';
import { useLiteTranslation } from '../../lib/i18n-lite';
import type { ChatApi } from './api';
import { PaperclipIcon, SendIcon, XIcon } from './icons';
import { mentionQuery } from './mentions';
import { formatSize } from './message-text';
import { useMentionOptions } from './use-mention-options';

/**
 * The composer: a growing text box (Enter sends on a laptop; on a phone Enter is a new line and
 * the send button sends), `@` to mention a member of the channel, a quoted reply, photos and
 * files uploaded as they are picked. What it sends goes to the outbox, which delivers it in
 * order and exactly once, now or when the connection returns.
 */

/** The chat_image purpose of the upload service (domain files.schemas IMAGE_PURPOSES, which carries zod). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = [...IMAGE_TYPES, ...Object.keys(CHAT_FILE_TYPES)].join(',');
/** The counter shows from this many characters left. */
const COUNTER_FROM = 200;

interface Draft {
  key: string;
  name: string;
  /** A local preview of a photo (an object URL, revoked when the draft goes). */
  preview: string | null;
  state: 'uploading' | 'done' | 'failed';
  attachment: ChatAttachment | null;
  error: string | null;
}

export type ComposerMessage = Omit<OutboxInput, 'chat_id' | 'client_id'>;

export function Composer({
  api,
  chatId,
  myId,
  replyTo,
  onCancelReply,
  onSend,
  onTyping,
  describeError,
}: {
  api: ChatApi;
  chatId: number;
  myId: number;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  /** `mentioned`: the people picked with `@` whose name is still in the text. */
  onSend: (message: ComposerMessage, mentioned: ChatPerson[]) => void;
  onTyping: () => void;
  describeError: (error: unknown) => string;
}) {
  const { t, language } = useLiteTranslation('public-chat');
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [picked, setPicked] = useState<ChatPerson[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [query, setQuery] = useState<{ text: string; start: number } | null>(null);
  const lastTyping = useRef(0);
  const [sendsOnEnter] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches,
  );

  // A reply chosen from a message's menu: the text box takes the focus.
  useEffect(() => {
    if (replyTo) textRef.current?.focus();
  }, [replyTo]);

  // The text box grows with its text, up to a few lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useEffect(() => {
    const box = textRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, 160)}px`;
  }, [text]);

  // Members matching what follows `@`, asked a moment after the typing stops.
  const { options, active, setActive } = useMentionOptions(api, chatId, myId, query);

  // Object URLs are let go with the composer.
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  useEffect(
    () => () => {
      for (const draft of draftsRef.current) if (draft.preview) URL.revokeObjectURL(draft.preview);
    },
    [],
  );

  const readQuery = (box: HTMLTextAreaElement) => {
    const found = mentionQuery(box.value, box.selectionStart ?? box.value.length);
    setQuery((held) => (held?.text === found?.text && held?.start === found?.start ? held : found));
  };

  const choose = (person: ChatPerson) => {
    const box = textRef.current;
    if (!box || !query) return;
    const caret = box.selectionStart ?? text.length;
    const inserted = `@${person.name} `;
    const next = `${text.slice(0, query.start)}${inserted}${text.slice(caret)}`;
    setText(next);
    setPicked((held) => (held.some((item) => item.id === person.id) ? held : [...held, person]));
    setQuery(null);
    const at = query.start + inserted.length;
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(at, at);
    });
  };

  const uploading = drafts.some((draft) => draft.state === 'uploading');
  const ready = drafts.flatMap((draft) =>
    draft.state === 'done' && draft.attachment ? [draft.attachment] : [],
  );
  const canSend = !uploading && (text.trim().length > 0 || ready.length > 0);

  const send = () => {
    if (!canSend) return;
    const body = text.trim();
    const mentioned = picked.filter((person) => body.includes(`@${person.name}`));
    onSend(
      {
        body,
        reply_to_id: replyTo?.id ?? null,
        mentioned_user_ids: mentioned.map((person) => person.id),
        attachments: ready,
      },
      mentioned,
    );
    for (const draft of drafts) if (draft.preview) URL.revokeObjectURL(draft.preview);
    setText('');
    setDrafts([]);
    setPicked([]);
    setProblem(null);
    setQuery(null);
    textRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (query && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const option = options[active];
        if (option) choose(option.user);
        return;
      }
    }
    if (query && event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
      return;
    }
    if (event.key === 'Enter' && sendsOnEnter && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const upload = (file: File) => {
    const key = `${Date.now()}-${Math.random()}`;
    const isImage = IMAGE_TYPES.includes(file.type);
    const preview = isImage ? URL.createObjectURL(file) : null;
    setDrafts((held) => [
      ...held,
      { key, name: file.name, preview, state: 'uploading', attachment: null, error: null },
    ]);
    const done = (change: Partial<Draft>) =>
      setDrafts((held) => held.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
    const request: Promise<ChatAttachment> = isImage
      ? api.uploadImage(file).then((image) => ({ kind: 'image', image }))
      : api.uploadFile(chatId, file);
    request.then(
      (attachment) => done({ state: 'done', attachment }),
      (error: unknown) =>
        done({
          state: 'failed',
          error: `${t('attachments.upload_failed', { name: file.name })}: ${describeError(error)}`,
        }),
    );
  };

  const handleFiles = (files: FileList | null) => {
    if (!files) return;
    const room = CHAT_ATTACHMENTS_MAX - drafts.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(t('attachments.over_limit', { count: CHAT_ATTACHMENTS_MAX }));
    for (const file of [...files].slice(0, Math.max(0, room))) {
      const isImage = IMAGE_TYPES.includes(file.type);
      const max = isImage ? IMAGE_MAX_BYTES : CHAT_FILE_MAX_BYTES;
      if (!isImage && !(file.type in CHAT_FILE_TYPES))
        problems.push(t('attachments.file_type', { name: file.name }));
      else if (file.size > max)
        problems.push(t('attachments.too_large', { name: file.name, max: formatSize(max, language) }));
      else upload(file);
    }
    setProblem(problems.length > 0 ? problems.join(' ') : null);
  };

  const removeDraft = (key: string) =>
    setDrafts((held) =>
      held.filter((draft) => {
        if (draft.key !== key) return true;
        if (draft.preview) URL.revokeObjectURL(draft.preview);
        return false;
      }),
    );

  const left = CHAT_MESSAGE_MAX_LENGTH - text.length;
  const listId = `${id}-mentions`;
  const showOptions = query !== null;

  return (
    <div className="pc-composer">
      {replyTo && (
        <div className="pc-reply-bar">
          <div className="pc-reply-text">
            <span className="pc-quote-author">
              {t('composer.reply_to', { name: replyTo.author?.name ?? t('message.someone') })}
            </span>
            <span className="pc-quote-text">{chatPreview(replyTo.body)}</span>
          </div>
          <button
            type="button"
            className="pc-icon-button"
            aria-label={t('actions.cancel_reply')}
            onClick={onCancelReply}
          >
            <XIcon />
          </button>
        </div>
      )}
      {drafts.length > 0 && (
        <ul className="pc-drafts">
          {drafts.map((draft) => (
            <li key={draft.key} className={`pc-draft pc-draft-${draft.state}`}>
              {draft.preview ? (
                <img src={draft.preview} alt="" width={48} height={48} />
              ) : (
                <span className="pc-draft-name">{draft.name}</span>
              )}
              {draft.state === 'uploading' && (
                <span className="lite-sr-only">{t('attachments.uploading', { name: draft.name })}</span>
              )}
              {draft.error && <span className="lite-sr-only">{draft.error}</span>}
              <button
                type="button"
                className="pc-draft-remove"
                aria-label={t('actions.remove_attachment', { name: draft.name })}
                onClick={() => removeDraft(draft.key)}
              >
                <XIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {(problem || drafts.some((draft) => draft.error)) && (
        <p className="pc-field-error" role="alert">
          {[problem, ...drafts.map((draft) => draft.error)].filter(Boolean).join(' ')}
        </p>
      )}
      {showOptions && (
        <div className="pc-mentions">
          {options.length === 0 ? (
            <p className="pc-muted">{t('mentions.none')}</p>
          ) : (
            <div id={listId} role="listbox" aria-label={t('mentions.label')}>
              {options.map((option, index) => (
                // The text box keeps the focus and the keys (arrows, Enter, Tab, Escape); a tap picks.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the text box
                <div
                  key={option.user.id}
                  id={`${listId}-${option.user.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className="pc-mention-option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option.user)}
                >
                  <span>{option.user.name}</span>
                  <span className="pc-muted">@{option.user.username}</span>
                </div>
              ))}
            </div>
          )}
        </div>
      )}
      <form
        className="pc-composer-row"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <button
          type="button"
          className="pc-icon-button"
          aria-label={t('actions.attach')}
          disabled={drafts.length >= CHAT_ATTACHMENTS_MAX}
          onClick={() => fileRef.current?.click()}
        >
          <PaperclipIcon />
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          onChange={(event) => {
            handleFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={`${id}-text`} className="lite-sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          className="pc-textarea"
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('composer.placeholder')}
          enterKeyHint={sendsOnEnter ? 'send' : 'enter'}
          aria-autocomplete="list"
          aria-controls={showOptions && options.length > 0 ? listId : undefined}
          aria-activedescendant={
            showOptions && options[active] ? `${listId}-${options[active].user.id}` : undefined
          }
          aria-describedby={left <= COUNTER_FROM ? `${id}-left` : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            readQuery(event.currentTarget);
            const now = Date.now();
            if (event.currentTarget.value && now - lastTyping.current > CHAT_TYPING_THROTTLE_MS) {
              lastTyping.current = now;
              onTyping();
            }
          }}
          onSelect={(event) => readQuery(event.currentTarget)}
          onBlur={() => setQuery(null)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className="pc-send" aria-label={t('actions.send')} disabled={!canSend}>
          <SendIcon />
        </button>
      </form>
      {left <= COUNTER_FROM && (
        <p id={`${id}-left`} className="pc-counter" aria-live="polite">
          {t('composer.characters_left', { count: left })}
        </p>
      )}
    </div>
  );
}
