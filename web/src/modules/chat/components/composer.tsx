import { Box, CloseButton, HStack, IconButton, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ChatAttachment, ChatDetail, ChatPerson } from '@pickleball/domain';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TYPING,
  CHAT_TYPING_THROTTLE_MS,
} from '@pickleball/domain/chat/chat.rules';
import { useQuery } from '@tanstack/react-query';
import { FileText, ImagePlus, Paperclip, SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUploadError, uploadImage } from '../../../components/image-upload/upload-image';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { emitRealtime } from '../../../lib/realtime';
import { toaster } from '../../../lib/toaster';
import { listMembers } from '../api/list-members';
import { uploadChatFile } from '../api/upload-chat-file';
import { chatKeys } from '../chat.keys';
import { ACCEPT, type AttachmentKind, checkAttachment } from './attachment-rules';
import { PersonAvatar } from './chat-avatar';
import { findMentionQuery, insertMention, type MentionQuery, matchesMention, mentionedIds } from './mentions';
import { formatFileSize, thumbnailOf } from './message-attachments';
import type { ShownMessage } from './message-context';

/** The counter shows this close to the longest message. */
const COUNTER_FROM = 200;
const MENTION_OPTIONS = 8;

export interface ComposedMessage {
  body: string;
  mentioned_user_ids: number[];
  attachments: ChatAttachment[];
  reply_to_id: number | null;
}

interface Upload {
  key: string;
  name: string;
  kind: AttachmentKind;
  /** 0 to 1. */
  progress: number;
  attachment: ChatAttachment | null;
  controller: AbortController;
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

/** The people a mention may name: the participants held, or (a large channel) the server's search. */
function useMentionCandidates(chat: ChatDetail, mention: MentionQuery | null, myId: number): ChatPerson[] {
  const isComplete = chat.members.length >= chat.member_count;
  const term = useDebounced(mention?.query.trim() ?? '', 200);
  const searched = useQuery({
    queryKey: chatKeys.members(chat.id, term),
    queryFn: ({ signal }) => listMembers(chat.id, term, signal),
    enabled: mention !== null && !isComplete,
    staleTime: 60_000,
  });
  return useMemo(() => {
    if (!mention) return [];
    const people = isComplete
      ? chat.members.map((member) => member.user).filter((person) => matchesMention(person, mention.query))
      : (searched.data?.data ?? []).map((member) => member.user);
    return people.filter((person) => person.id !== myId).slice(0, MENTION_OPTIONS);
  }, [mention, isComplete, chat.members, searched.data, myId]);
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
  const { t, i18n } = useTranslation(['chat', 'files']);
  const locale = i18n.language;
  const [text, setText] = useState(() => drafts.get(chat.id) ?? '');
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<ChatPerson[]>([]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [activeOption, setActiveOption] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const listId = useId();
  const readOnlyReason = useReadOnlyReason(chat);

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

  // Uploads still running when the conversation closes are abandoned.
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  useEffect(
    () => () => {
      for (const upload of uploadsRef.current) upload.controller.abort();
    },
    [],
  );

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
    setUploads([]);
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

  const startUploads = (files: FileList | null, kind: AttachmentKind) => {
    if (!files) return;
    let count = uploads.length;
    for (const file of Array.from(files)) {
      const refusal = checkAttachment(file, kind, count);
      if (refusal) {
        toaster.error({
          title:
            refusal.reason === 'type'
              ? t('chat:composer.file_type', { name: file.name, types: refusal.types })
              : refusal.reason === 'size'
                ? t('chat:composer.file_size', {
                    name: file.name,
                    max: formatFileSize(refusal.maxBytes, locale),
                  })
                : t('chat:composer.file_count', { count: refusal.max }),
        });
        continue;
      }
      count += 1;
      const upload: Upload = {
        key: `${Date.now()}-${count}-${file.name}`,
        name: file.name,
        kind,
        progress: 0,
        attachment: null,
        controller: new AbortController(),
      };
      setUploads((current) => [...current, upload]);
      const onProgress = ({ loaded, total }: { loaded: number; total: number }) =>
        setUploads((current) =>
          current.map((item) =>
            item.key === upload.key ? { ...item, progress: total ? loaded / total : 0 } : item,
          ),
        );
      const request: Promise<ChatAttachment> =
        kind === 'image'
          ? uploadImage(file, file.name, 'chat_image', { onProgress, signal: upload.controller.signal }).then(
              (image) => ({ kind: 'image', image }),
            )
          : uploadChatFile(chat.id, file, { onProgress, signal: upload.controller.signal });
      request.then(
        (attachment) =>
          setUploads((current) =>
            current.map((item) => (item.key === upload.key ? { ...item, attachment, progress: 1 } : item)),
          ),
        (error: unknown) => {
          setUploads((current) => current.filter((item) => item.key !== upload.key));
          if (upload.controller.signal.aborted) return;
          toaster.error({
            title: describeUploadError(error, t('chat:composer.upload_failed', { name: file.name })),
          });
        },
      );
    }
  };

  const removeUpload = (key: string) => {
    setUploads((current) => {
      current.find((item) => item.key === key)?.controller.abort();
      return current.filter((item) => item.key !== key);
    });
  };

  const replyAuthor = replyTo?.author?.name ?? t('chat:system.someone');
  const activeId = isPicking ? `${listId}-${Math.min(activeOption, options.length - 1)}` : undefined;

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

      {uploads.length > 0 && (
        <HStack gap="2" flexWrap="wrap">
          {uploads.map((upload) => (
            <HStack
              key={upload.key}
              gap="2"
              borderWidth="1px"
              borderRadius="md"
              px="2"
              py="1"
              maxW="56"
              bg="bg.subtle"
            >
              {upload.attachment?.kind === 'image' ? (
                <img
                  src={thumbnailOf(upload.attachment.image)}
                  alt=""
                  width={32}
                  height={32}
                  style={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 4 }}
                />
              ) : (
                <FileText size={18} aria-hidden="true" />
              )}
              <Stack gap="1" minW="0" flex="1">
                <Text fontSize="xs" truncate>
                  {upload.name}
                </Text>
                {upload.attachment === null && (
                  <Progress.Root
                    size="xs"
                    value={Math.round(upload.progress * 100)}
                    aria-label={t('files:upload.progress', { name: upload.name })}
                  >
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
              </Stack>
              <CloseButton
                size="2xs"
                aria-label={t('chat:composer.remove_attachment', { name: upload.name })}
                onClick={() => removeUpload(upload.key)}
              />
            </HStack>
          ))}
        </HStack>
      )}

      {isPicking && (
        <Box
          id={listId}
          role="listbox"
          aria-label={t('chat:composer.mention_list')}
          position="absolute"
          bottom="100%"
          insetStart={{ base: '2', md: '4' }}
          mb="1"
          w={{ base: 'calc(100% - 1rem)', md: '80' }}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          py="1"
          zIndex="dropdown"
        >
          {options.map((person, index) => (
            <HStack
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === Math.min(activeOption, options.length - 1)}
              gap="2"
              px="3"
              py="1.5"
              cursor="pointer"
              bg={index === Math.min(activeOption, options.length - 1) ? 'bg.muted' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
              onMouseEnter={() => setActiveOption(index)}
            >
              <PersonAvatar person={person} size="2xs" />
              <Text fontSize="sm" truncate>
                {person.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                @{person.username}
              </Text>
            </HStack>
          ))}
        </Box>
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
