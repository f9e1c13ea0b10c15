import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChatSummary } from '@pickleball/domain';
import { BellOff, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../lib/format';
import { useTypingUserIds } from '../chat-live';
import { ChatAvatar } from './chat-avatar';
import { formatListTime } from './chat-time';
import { STATUS_KEYS } from './system-line';

const RowLink = chakra(RouterLink);

/** What the row says of the newest message: who wrote it (in a group) and its first words. */
function usePreview(chat: ChatSummary, myName: string): string {
  const { t } = useTranslation('chat');
  const last = chat.last_message;
  if (!last) return t('chat:list.no_messages');
  if (last.type === 'system') return last.preview || t('chat:preview.system');
  const text = last.removed
    ? t('chat:preview.removed')
    : last.preview || (last.has_attachments ? t('chat:preview.attachment') : '');
  if (!last.author_name) return text;
  if (last.author_name === myName) return t('chat:preview.mine', { text });
  return chat.type === 'direct' ? text : t('chat:preview.by', { name: last.author_name, text });
}

/** One conversation of the list: avatar, name, newest message and its time, unread and mention badges. */
export function ChatListRow({
  chat,
  isActive,
  online,
  myName,
}: {
  chat: ChatSummary;
  isActive: boolean;
  online: boolean;
  myName: string;
}) {
  const { t, i18n } = useTranslation('chat');
  const locale = i18n.language;
  const preview = usePreview(chat, myName);
  const typing = useTypingUserIds(chat.id).length > 0;
  const { unread_count: unread, mention_count: mentions, muted, is_pinned: isPinned } = chat.membership;
  const when = chat.last_message_at ?? chat.created_at;
  const isUnread = unread > 0;
  const label = [
    chat.name,
    isUnread ? t('chat:list.unread', { count: unread }) : null,
    mentions > 0 ? t('chat:list.mentions', { count: mentions }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <RowLink
      to={`/chat/${chat.id}`}
      aria-current={isActive ? 'page' : undefined}
      aria-label={label}
      display="flex"
      gap="3"
      alignItems="center"
      px="3"
      py="2.5"
      borderRadius="md"
      bg={isActive ? 'blue.subtle' : 'transparent'}
      _hover={{ bg: isActive ? 'blue.subtle' : 'bg.muted', textDecoration: 'none' }}
      focusRing="inside"
      color="fg"
    >
      <ChatAvatar chat={chat} online={online} />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="1.5" minW="0">
          <Text fontWeight={isUnread ? 'bold' : 'medium'} truncate flex="1" minW="0">
            {chat.name}
          </Text>
          {isPinned && (
            <Box color="fg.muted" flexShrink={0} title={t('chat:list.pinned')}>
              <Pin size={13} aria-hidden="true" />
            </Box>
          )}
          {muted && (
            <Box color="fg.muted" flexShrink={0} title={t('chat:list.muted')}>
              <BellOff size={13} aria-hidden="true" />
            </Box>
          )}
          <Text asChild fontSize="xs" color={isUnread && !muted ? 'blue.fg' : 'fg.muted'} flexShrink={0}>
            <time dateTime={when}>{formatListTime(when, locale, t('chat:list.just_now'))}</time>
          </Text>
        </HStack>
        <HStack gap="1.5" minW="0">
          <Text
            fontSize="sm"
            color={typing ? 'green.fg' : isUnread ? 'fg' : 'fg.muted'}
            fontStyle={typing ? 'italic' : undefined}
            truncate
            flex="1"
            minW="0"
          >
            {typing ? t('chat:typing.short') : preview}
          </Text>
          {chat.status !== 'active' && (
            <Badge size="sm" colorPalette="gray" flexShrink={0}>
              {t(STATUS_KEYS[chat.status])}
            </Badge>
          )}
          {mentions > 0 && (
            <Badge
              size="sm"
              colorPalette="orange"
              variant="solid"
              borderRadius="full"
              flexShrink={0}
              aria-hidden="true"
            >
              @
            </Badge>
          )}
          {isUnread && (
            <Badge
              size="sm"
              colorPalette={muted ? 'gray' : 'blue'}
              variant="solid"
              borderRadius="full"
              minW="5"
              justifyContent="center"
              flexShrink={0}
              aria-hidden="true"
            >
              {unread > 99 ? '99+' : formatNumber(unread, locale)}
            </Badge>
          )}
        </HStack>
      </Stack>
    </RowLink>
  );
}
