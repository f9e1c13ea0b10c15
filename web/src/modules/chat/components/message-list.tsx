import { Box, Button, Flex, HStack, Separator, Spinner, Text } from '@chakra-ui/react';
import type { ChatMember } from '@pickleball/domain';
import { ArrowDown } from 'lucide-react';
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayLabel } from './chat-time';
import type { ShownMessage } from './message-context';
import { MessageItem } from './message-item';
import type { OwnMessageStatus } from './message-status';
import { buildTimeline } from './timeline';

/** Closer than this to the end counts as reading the newest message. */
const AT_END_PX = 64;
/** Closer than this to the top asks for the older page before the reader gets there. */
const LOAD_OLDER_PX = 400;

export interface MessageListHandle {
  scrollToEnd: () => void;
  /** Scrolls to a message held (true), or says it is not (false). */
  scrollToMessage: (id: number) => boolean;
}

export interface MessageListProps {
  messages: readonly ShownMessage[];
  hasMoreBefore: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  /** Where the "New messages" line goes (fixed when the conversation opened). */
  unreadFromId: number | null;
  statusOf: (message: ShownMessage) => OwnMessageStatus | null;
  /** "Seen by" under the last message (a group's). */
  seenByLast: readonly ChatMember[];
  highlightedId: number | null;
  /** Whether the newest message is in view (the page marks it read). */
  onAtEndChange: (atEnd: boolean) => void;
  label: string;
}

const keyOf = (message: ShownMessage | undefined) =>
  message ? (message.pending ? `c${message.client_id}` : `m${message.id}`) : '';

const noMembers: readonly ChatMember[] = [];

/**
 * The conversation's messages, oldest at the top. It keeps the reader's place: an older page
 * arriving above does not move what is on screen, and a new message scrolls into view only when
 * the reader was at the end (else a "New messages" button offers to go there). It opens at the
 * "New messages" line when there is one, else at the end.
 */
export const MessageList = forwardRef<MessageListHandle, MessageListProps>(function MessageList(
  {
    messages,
    hasMoreBefore,
    isLoadingOlder,
    onLoadOlder,
    unreadFromId,
    statusOf,
    seenByLast,
    highlightedId,
    onAtEndChange,
    label,
  },
  ref,
) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const placed = useRef(false);
  const previous = useRef({ first: '', last: '', height: 0 });
  const [isAway, setIsAway] = useState(false);
  const [unseen, setUnseen] = useState(0);

  const items = useMemo(() => buildTimeline(messages, { unreadFromId }), [messages, unreadFromId]);
  const lastStoredId = useMemo(
    () => [...messages].reverse().find((message) => !message.pending)?.id,
    [messages],
  );

  const updateAtEnd = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const isAtEnd = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END_PX;
    if (isAtEnd !== atEnd.current) {
      atEnd.current = isAtEnd;
      onAtEndChange(isAtEnd);
    }
    setIsAway(!isAtEnd);
    if (isAtEnd) setUnseen(0);
  }, [onAtEndChange]);

  const scrollToEnd = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    updateAtEnd();
  }, [updateAtEnd]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToEnd,
      scrollToMessage(id) {
        const target = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
        if (!target) return false;
        target.scrollIntoView({ block: 'center', behavior: 'smooth' });
        return true;
      },
    }),
    [scrollToEnd],
  );

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = keyOf(messages[0]);
    const last = keyOf(messages.at(-1));
    const before = previous.current;
    if (!placed.current) {
      if (messages.length > 0) {
        placed.current = true;
        const divider = element.querySelector<HTMLElement>('[data-unread-divider]');
        if (divider) element.scrollTop = Math.max(0, divider.offsetTop - 16);
        else element.scrollTop = element.scrollHeight;
        updateAtEnd();
      }
    } else if (first !== before.first && last === before.last) {
      // An older page above: what the reader sees stays where it is.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last) {
      const newest = messages.at(-1);
      if (atEnd.current || newest?.pending) element.scrollTop = element.scrollHeight;
      else setUnseen((count) => count + 1);
      updateAtEnd();
    }
    previous.current = { first, last, height: element.scrollHeight };
    // A short conversation with more history: fill the screen.
    if (hasMoreBefore && !isLoadingOlder && element.scrollHeight <= element.clientHeight + LOAD_OLDER_PX)
      onLoadOlder();
  }, [messages, hasMoreBefore, isLoadingOlder, onLoadOlder, updateAtEnd]);

  // Images, reactions and edits change heights: the end stays in view for a reader who was there.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
      previous.current = { ...previous.current, height: element.scrollHeight };
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const handleScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current = { ...previous.current, height: element.scrollHeight };
    updateAtEnd();
    if (element.scrollTop < LOAD_OLDER_PX && hasMoreBefore && !isLoadingOlder) onLoadOlder();
  };

  const locale = i18n.language;
  return (
    <Box position="relative" flex="1" minH="0">
      <Box
        ref={scroller}
        h="full"
        overflowY="auto"
        onScroll={handleScroll}
        css={{ overflowAnchor: 'none' }}
        role="log"
        aria-label={label}
        aria-busy={isLoadingOlder}
        tabIndex={0}
        focusRing="inside"
      >
        <Box ref={content} pb="3">
          {hasMoreBefore ? (
            <Flex justify="center" py="3" minH="10">
              {isLoadingOlder && <Spinner size="sm" aria-label={t('chat:conversation.loading_older')} />}
            </Flex>
          ) : (
            messages.length > 0 && (
              <Text textAlign="center" fontSize="xs" color="fg.muted" py="4">
                {t('chat:conversation.start')}
              </Text>
            )
          )}
          {items.map((item) => {
            if (item.kind === 'day')
              return (
                <HStack key={item.key} px="4" py="2" gap="3" role="separator">
                  <Separator flex="1" />
                  <Text fontSize="xs" fontWeight="medium" color="fg.muted" flexShrink={0}>
                    {formatDayLabel(item.date, locale)}
                  </Text>
                  <Separator flex="1" />
                </HStack>
              );
            if (item.kind === 'unread')
              return (
                <HStack key={item.key} px="4" py="2" gap="3" data-unread-divider="" role="separator">
                  <Separator flex="1" borderColor="red.solid" />
                  <Text fontSize="xs" fontWeight="semibold" color="red.fg" flexShrink={0}>
                    {t('chat:conversation.new_messages')}
                  </Text>
                  <Separator flex="1" borderColor="red.solid" />
                </HStack>
              );
            const message = item.message;
            return (
              <MessageItem
                key={item.key}
                message={message}
                isFirstOfGroup={item.isFirstOfGroup}
                isLastOfGroup={item.isLastOfGroup}
                status={statusOf(message)}
                seenBy={message.id === lastStoredId && !message.pending ? seenByLast : noMembers}
                isHighlighted={message.id === highlightedId}
              />
            );
          })}
        </Box>
      </Box>
      {isAway && (
        <Button
          position="absolute"
          bottom="3"
          insetEnd="4"
          size="xs"
          borderRadius="full"
          colorPalette={unseen > 0 ? 'blue' : 'gray'}
          variant={unseen > 0 ? 'solid' : 'surface'}
          shadow="md"
          onClick={scrollToEnd}
        >
          <ArrowDown size={14} aria-hidden="true" />
          {unseen > 0 ? t('chat:conversation.new_messages') : t('chat:conversation.jump_to_latest')}
        </Button>
      )}
    </Box>
  );
});
