import { Box, Button, chakra, Flex, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { ChatMember } from '@pickleball/domain';
import { CHAT_REACTIONS } from '@pickleball/domain/chat/chat.rules';
import {
  AlertCircle,
  Check,
  CheckCheck,
  Clock,
  Copy,
  History,
  MoreHorizontal,
  Pencil,
  Pin,
  PinOff,
  Reply,
  SmilePlus,
  Trash2,
} from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toaster';
import { PersonAvatar } from './chat-avatar';
import { ChatBody } from './chat-body';
import { formatMessageTime } from './chat-time';
import { MessageAttachments } from './message-attachments';
import { type ShownMessage, useMessageContext } from './message-context';
import { MessageReactions } from './message-reactions';
import type { OwnMessageStatus } from './message-status';
import { describeSystemLine, joinNames } from './system-line';

const QuoteButton = chakra('button');

const STATUS_LABELS = {
  sending: 'chat:status_ticks.sending',
  failed: 'chat:status_ticks.failed',
  sent: 'chat:status_ticks.sent',
  delivered: 'chat:status_ticks.delivered',
  read: 'chat:status_ticks.read',
} as const satisfies Record<OwnMessageStatus, string>;

/** ✓ sent, ✓✓ delivered, ✓✓ coloured read; a clock while sending, a warning when it failed. */
function StatusTick({ status }: { status: OwnMessageStatus }) {
  const { t } = useTranslation('chat');
  const label = t(STATUS_LABELS[status]);
  const Icon =
    status === 'sending' ? Clock : status === 'failed' ? AlertCircle : status === 'sent' ? Check : CheckCheck;
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      display="inline-flex"
      color={status === 'read' ? 'blue.fg' : status === 'failed' ? 'fg.error' : 'fg.muted'}
    >
      <Icon size={14} aria-hidden="true" />
    </Box>
  );
}

/** A line the system wrote (someone joined, the name changed), centred, in the reader's language. */
function SystemMessage({ message }: { message: ShownMessage }) {
  const { t, i18n } = useTranslation('chat');
  if (!message.system) return null;
  return (
    <Flex justify="center" px="4" py="1.5" id={`message-${message.id}`}>
      <Text fontSize="xs" color="fg.muted" textAlign="center" bg="bg.muted" px="3" py="1" borderRadius="full">
        {describeSystemLine(message.system, t, i18n.language)}
      </Text>
    </Flex>
  );
}

export interface MessageItemProps {
  message: ShownMessage;
  isFirstOfGroup: boolean;
  isLastOfGroup: boolean;
  /** My message's status (null for others' messages). */
  status: OwnMessageStatus | null;
  /** "Seen by …" under the conversation's last message, in a group. */
  seenBy: readonly ChatMember[];
  /** Briefly marked after a jump to it (a reply's quote clicked). */
  isHighlighted: boolean;
}

/** One message: its author (first of a block), the quoted reply, the text, attachments, reactions, actions. */
export const MessageItem = memo(function MessageItem({
  message,
  isFirstOfGroup,
  isLastOfGroup,
  status,
  seenBy,
  isHighlighted,
}: MessageItemProps) {
  const { t, i18n } = useTranslation('chat');
  const context = useMessageContext();
  const { myId, chat } = context;
  if (message.type === 'system') return <SystemMessage message={message} />;
  const locale = i18n.language;
  const isOwn = message.author?.id === myId;
  const isPending = message.pending !== null;
  const isRemoved = message.removed !== null;
  const abilities = chat.abilities;
  const canAct = !isPending && !isRemoved;
  const canReact = canAct && abilities.post;
  const showAuthor = isFirstOfGroup && !isOwn && chat.type !== 'direct';
  const showAvatar = !isOwn && chat.type !== 'direct';
  const align = isOwn ? 'flex-end' : 'flex-start';

  const actions = canAct && (
    <HStack
      gap="0"
      opacity="0"
      _groupHover={{ opacity: 1 }}
      _groupFocusWithin={{ opacity: 1 }}
      css={{ '@media (hover: none)': { opacity: 0.7 } }}
      flexShrink={0}
      alignSelf="center"
    >
      {canReact && (
        <Menu.Root positioning={{ placement: 'top' }}>
          <Menu.Trigger asChild>
            <IconButton size="2xs" variant="ghost" aria-label={t('chat:actions.react')}>
              <SmilePlus />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content display="flex" flexDirection="row" gap="0.5" p="1" minW="0">
                {CHAT_REACTIONS.map((emoji) => (
                  <Menu.Item
                    key={emoji}
                    value={emoji}
                    onSelect={() => context.onReact(message, emoji)}
                    fontSize="lg"
                    w="auto"
                    flex="0 0 auto"
                    px="1.5"
                    aria-label={t('chat:reactions.add', { emoji })}
                  >
                    {emoji}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <Menu.Root positioning={{ placement: isOwn ? 'bottom-end' : 'bottom-start' }}>
        <Menu.Trigger asChild>
          <IconButton size="2xs" variant="ghost" aria-label={t('chat:actions.message_actions')}>
            <MoreHorizontal />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {abilities.post && (
                <Menu.Item value="reply" onSelect={() => context.onReply(message)}>
                  <Reply size={14} aria-hidden="true" />
                  {t('chat:actions.reply')}
                </Menu.Item>
              )}
              {message.body && (
                <Menu.Item
                  value="copy"
                  onSelect={() =>
                    void navigator.clipboard
                      ?.writeText(message.body)
                      .then(() => toaster.success({ title: t('chat:actions.copied') }))
                      .catch(() => undefined)
                  }
                >
                  <Copy size={14} aria-hidden="true" />
                  {t('chat:actions.copy')}
                </Menu.Item>
              )}
              {(isOwn || abilities.moderate) && message.type === 'text' && message.body && (
                <Menu.Item value="edit" onSelect={() => context.onEdit(message)}>
                  <Pencil size={14} aria-hidden="true" />
                  {t('chat:actions.edit')}
                </Menu.Item>
              )}
              {message.edit_count > 0 && abilities.see_edit_history && (
                <Menu.Item value="history" onSelect={() => context.onHistory(message)}>
                  <History size={14} aria-hidden="true" />
                  {t('chat:actions.edit_history')}
                </Menu.Item>
              )}
              {abilities.pin && (
                <Menu.Item value="pin" onSelect={() => context.onPin(message, !message.is_pinned)}>
                  {message.is_pinned ? (
                    <PinOff size={14} aria-hidden="true" />
                  ) : (
                    <Pin size={14} aria-hidden="true" />
                  )}
                  {message.is_pinned ? t('chat:actions.unpin') : t('chat:actions.pin')}
                </Menu.Item>
              )}
              {(isOwn || abilities.moderate) && (
                <Menu.Item
                  value="remove"
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                  onSelect={() => context.onRemove(message)}
                >
                  <Trash2 size={14} aria-hidden="true" />
                  {t('chat:actions.remove')}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );

  const quote = message.reply_to && (
    <QuoteButton
      type="button"
      onClick={() => message.reply_to && context.onJumpTo(message.reply_to.id)}
      textAlign="start"
      borderStartWidth="3px"
      borderColor="blue.solid"
      bg="bg.subtle"
      borderRadius="sm"
      px="2"
      py="1"
      mb="1"
      w="full"
      focusRing="outside"
      aria-label={t('chat:reply.jump', { name: message.reply_to.author_name ?? t('chat:system.someone') })}
    >
      <Text fontSize="xs" fontWeight="semibold" color="blue.fg" truncate>
        {message.reply_to.author_name ?? t('chat:system.someone')}
      </Text>
      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
        {message.reply_to.removed
          ? t('chat:preview.removed')
          : message.reply_to.preview ||
            (message.reply_to.has_attachments ? t('chat:preview.attachment') : '')}
      </Text>
    </QuoteButton>
  );

  const bubble = (
    <Box
      bg={isRemoved ? 'transparent' : isOwn ? 'blue.subtle' : 'bg.muted'}
      borderWidth={isRemoved ? '1px' : '0'}
      borderStyle="dashed"
      color="fg"
      px="3"
      py="2"
      borderRadius="xl"
      borderTopEndRadius={isOwn && !isFirstOfGroup ? 'md' : 'xl'}
      borderTopStartRadius={!isOwn && !isFirstOfGroup ? 'md' : 'xl'}
      minW="0"
      outline={isHighlighted ? '2px solid' : undefined}
      outlineColor="orange.solid"
      transition="outline-color 0.3s"
    >
      {isRemoved ? (
        <Text fontSize="sm" fontStyle="italic" color="fg.muted">
          {message.removed?.by
            ? t('chat:message.removed_by', { name: message.removed.by.name, reason: message.removed.reason })
            : t('chat:message.removed', { reason: message.removed?.reason ?? '' })}
        </Text>
      ) : (
        <>
          {quote}
          {message.attachments.length > 0 && (
            <Box mb={message.body ? '1.5' : '0'}>
              <MessageAttachments attachments={message.attachments} onOpenImage={context.onOpenImage} />
            </Box>
          )}
          {message.body && <ChatBody body={message.body} mentions={message.mentions} myId={myId} />}
        </>
      )}
    </Box>
  );

  const showFooter = isLastOfGroup || isPending || message.edited_at !== null || message.is_pinned;

  return (
    <Flex
      id={`message-${message.id}`}
      data-message-id={message.id}
      justify={align}
      gap="2"
      px={{ base: '2', md: '4' }}
      pt={isFirstOfGroup ? '2.5' : '0.5'}
      className="group"
    >
      {showAvatar &&
        (isFirstOfGroup && message.author ? (
          <Box pt={showAuthor ? '5' : '0'}>
            <PersonAvatar person={message.author} size="xs" />
          </Box>
        ) : (
          <Box w="6" flexShrink={0} />
        ))}
      <Stack gap="1" maxW={{ base: '85%', md: '70%' }} minW="0" align={align}>
        {showAuthor && (
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="1">
            {message.author?.name}
          </Text>
        )}
        <HStack gap="1" align="stretch" flexDirection={isOwn ? 'row-reverse' : 'row'} minW="0" maxW="full">
          {bubble}
          {actions}
        </HStack>
        <MessageReactions message={message} canReact={canReact} align={align} />
        {showFooter && (
          <HStack gap="1.5" fontSize="xs" color="fg.muted" px="1" flexWrap="wrap" justify={align}>
            {message.is_pinned && (
              <HStack gap="0.5" color="orange.fg">
                <Pin size={12} aria-hidden="true" />
                <span>{t('chat:message.pinned')}</span>
              </HStack>
            )}
            <time dateTime={message.created_at}>{formatMessageTime(message.created_at, locale)}</time>
            {message.edited_at !== null && !isRemoved && (
              <span title={t('chat:message.edited_at', { count: message.edit_count })}>
                {t('chat:message.edited')}
              </span>
            )}
            {status && <StatusTick status={status} />}
          </HStack>
        )}
        {message.pending?.status === 'failed' && (
          <HStack gap="2" fontSize="xs" color="fg.error" justify={align} flexWrap="wrap">
            <Text>{t('chat:message.failed')}</Text>
            <Button size="2xs" variant="outline" onClick={() => context.onRetry(message.client_id ?? '')}>
              {t('chat:actions.retry')}
            </Button>
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => context.onDiscard(message.client_id ?? '')}
            >
              {t('chat:actions.discard')}
            </Button>
          </HStack>
        )}
        {seenBy.length > 0 && (
          <Text fontSize="xs" color="fg.muted" px="1" textAlign={isOwn ? 'end' : 'start'}>
            {seenBy.length > 3
              ? t('chat:message.seen_by_many', {
                  names: joinNames(
                    seenBy.slice(0, 2).map((member) => member.user.name),
                    locale,
                    'list',
                  ),
                  count: seenBy.length - 2,
                })
              : t('chat:message.seen_by', {
                  names: joinNames(
                    seenBy.map((member) => member.user.name),
                    locale,
                  ),
                })}
          </Text>
        )}
      </Stack>
    </Flex>
  );
});
