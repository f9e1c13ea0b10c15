import { Box, CloseButton, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ChatAttachment, ChatDetail, ChatPerson } from '@pickleball/domain';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TYPING,
  CHAT_TYPING_THROTTLE_MS,
} from '@pickleball/domain/chat/chat.rules';
import { ImagePlus, Paperclip, SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emitRealtime } from '../../../lib/realtime';
import { ACCEPT } from './attachment-rules';
import { AttachmentUploads } from './attachment-uploads';
import { MentionList, useMentionCandidates } from './mention-picker';
import { findMentionQuery, insertMention, mentionedIds } from './mentions';
import type { ShownMessage } from './message-context';
import { useAttachmentUploads } from './use-attachment-uploads';

/** The counter shows this close to the longest message. */
const COUNTER_FROM = 200;

export interface ComposedMessage {
  body: string;
  mentioned_user_ids: number[];
  attachments: ChatAttachment[];
  reply_to_id: number | null;
}

/** What was typed in each conversation and not sent, kept while the app is open. */
const drafts = new Map<number, string>();

/** A laptop sends with Enter; a phone's Enter is a new line (its send button sends). */
const sendsOnEnter = () =>
  typeof window !== 'undefined' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** Why the composer is closed (SPEC §4 statuses; an announcement channel is its admins' and moderators'). */
function useReadOnlyReason(chat: ChatDetail): string {
  const { t } = useTranslation('chat');
  if (chat.status === 'archived') return t('chat:composer.readonly_archived');
  if (chat.status === 'inactive') return t('chat:composer.readonly_inactive');
  if (chat.type === 'announcement') return t('chat:composer.readonly_announcement');
  return t('chat:composer.readonly');
}

/**
 * Writing a message: several lines, `@` to name a participant, a reply's quote, images and files
 * (checked before they upload, with progress), a counter near the longest message; Enter sends on
 * a laptop (Shift+Enter: a new line), the button on a phone. Closed, with the reason, where I may
 * not post.
 */
export function Composer({
  chat,
  myId,
  replyTo,
  onCancelReply,
  onSend,
}: {
  chat: ChatDetail;
  myId: number;
  replyTo: ShownMessage | null;
  onCancelReply: () => void;
  onSend: (message: ComposedMessage) => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(() => drafts.get(chat.id) ?? '');
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<ChatPerson[]>([]);
  const [activeOption, setActiveOption] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const listId = useId();
  const readOnlyReason = useReadOnlyReason(chat);
  const { uploads, startUploads, removeUpload, clearUploads } = useAttachmentUploads(chat.id);

  const found = findMentionQuery(text, caret);
  const mention = found && found.start !== dismissedAt ? found : null;
  const options = useMentionCandidates(chat, mention, myId);
  const isPicking = mention !== null && options.length > 0;

  useEffect(() => {
    drafts.set(chat.id, text);
  }, [chat.id, text]);

  useEffect(() => {
    if (replyTo) textarea.current?.focus();
  }, [replyTo]);

  if (!chat.abilities.post) {
    return (
      <Box px="3" py="3" borderTopWidth="1px" bg="bg.subtle">
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {readOnlyReason}
        </Text>
      </Box>
    );
  }

  const remaining = CHAT_MESSAGE_MAX_LENGTH - text.length;
  const isUploading = uploads.some((upload) => upload.attachment === null);
  const attachments = uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : []));
  const canSend = (text.trim().length > 0 || attachments.length > 0) && remaining >= 0 && !isUploading;

  const handleChange = (value: string, position: number) => {
    setText(value);
    setCaret(position);
    setActiveOption(0);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= CHAT_TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      emitRealtime(CHAT_TYPING, { chat_id: chat.id });
    }
  };

  const pick = (person: ChatPerson) => {
    if (!mention) return;
    const next = insertMention(text, mention, caret, person.name);
    setText(next.text);
    setCaret(next.caret);
    setPicked((current) => (current.some((item) => item.id === person.id) ? current : [...current, person]));
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const send = () => {
    if (!canSend) return;
    onSend({
      body: text.trim(),
      mentioned_user_ids: mentionedIds(text, picked),
      attachments,
      reply_to_id: replyTo && !replyTo.pending ? replyTo.id : null,
    });
    setText('');
    setCaret(0);
    setPicked([]);
    clearUploads();
    lastTyping.current = 0;
    textarea.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isPicking) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveOption((index) => (index + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const person = options[Math.min(activeOption, options.length - 1)];
        if (person) pick(person);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(mention?.start ?? null);
        return;
      }
    }
    if (event.key === 'Escape' && replyTo) {
      onCancelReply();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && sendsOnEnter()) {
      event.preventDefault();
      send();
    }
  };

  const replyAuthor = replyTo?.author?.name ?? t('chat:system.someone');
  const active = Math.min(activeOption, options.length - 1);
  const activeId = isPicking ? `${listId}-${active}` : undefined;

  return (
    <Stack gap="2" px={{ base: '2', md: '4' }} py="2" borderTopWidth="1px" bg="bg.panel" position="relative">
      {replyTo && (
        <HStack
          gap="2"
          borderStartWidth="3px"
          borderColor="blue.solid"
          bg="bg.subtle"
          borderRadius="sm"
          px="2"
          py="1"
        >
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="xs" fontWeight="semibold" color="blue.fg">
              {t('chat:reply.replying_to', { name: replyAuthor })}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {replyTo.body || (replyTo.attachments.length > 0 ? t('chat:preview.attachment') : '')}
            </Text>
          </Stack>
          <CloseButton size="xs" aria-label={t('chat:actions.cancel_reply')} onClick={onCancelReply} />
        </HStack>
      )}

      {uploads.length > 0 && <AttachmentUploads uploads={uploads} onRemove={removeUpload} />}

      {isPicking && (
        <MentionList
          listId={listId}
          options={options}
          active={active}
          onPick={pick}
          onHover={setActiveOption}
        />
      )}

      <HStack gap="1" align="flex-end">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('chat:actions.attach_image')}
          title={t('chat:actions.attach_image')}
          onClick={() => imageInput.current?.click()}
        >
          <ImagePlus />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('chat:actions.attach_file')}
          title={t('chat:actions.attach_file')}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip />
        </IconButton>
        <input
          ref={imageInput}
          type="file"
          accept={ACCEPT.image}
          multiple
          hidden
          onChange={(event) => {
            startUploads(event.target.files, 'image');
            event.target.value = '';
          }}
        />
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT.file}
          multiple
          hidden
          onChange={(event) => {
            startUploads(event.target.files, 'file');
            event.target.value = '';
          }}
        />
        <Textarea
          ref={textarea}
          value={text}
          onChange={(event) => handleChange(event.target.value, event.target.selectionStart)}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={handleKeyDown}
          placeholder={t('chat:composer.placeholder')}
          aria-label={t('chat:composer.label')}
          aria-expanded={isPicking}
          aria-controls={isPicking ? listId : undefined}
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          aria-invalid={remaining < 0}
          autoresize
          rows={1}
          maxH="40"
          size="sm"
          flex="1"
          resize="none"
        />
        <IconButton
          size="sm"
          colorPalette="blue"
          aria-label={t('chat:actions.send')}
          title={t('chat:actions.send')}
          disabled={!canSend}
          onClick={send}
        >
          <SendHorizontal />
        </IconButton>
      </HStack>
      {remaining <= COUNTER_FROM && (
        <Text
          fontSize="xs"
          color={remaining < 0 ? 'fg.error' : 'fg.muted'}
          textAlign="end"
          aria-live="polite"
        >
          {remaining >= 0
            ? t('chat:composer.left', { count: remaining })
            : t('chat:composer.over', { count: -remaining })}
        </Text>
      )}
    </Stack>
  );
}
