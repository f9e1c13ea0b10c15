import { Box, Flex, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { ChatDetail } from '@pickleball/domain';
import {
  Archive,
  ArchiveRestore,
  ArrowDownToLine,
  ArrowLeft,
  ArrowUpToLine,
  Bell,
  BellOff,
  LogOut,
  MoreVertical,
  Pin,
  Settings,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useRealtimeConnection } from '../../../lib/realtime';
import { isOnline, useLiveVersion, useTypingUserIds } from '../chat-live';
import { ChatAvatar } from './chat-avatar';
import { countOnline } from './members';
import { STATUS_KEYS } from './system-line';
import { describeTyping } from './typing-text';

export type MembershipToggle = 'is_pinned' | 'is_archived' | 'muted';

export interface ConversationHeaderProps {
  chat: ChatDetail;
  myId: number;
  onOpenMembers: () => void;
  onOpenPins: () => void;
  onOpenSettings: () => void;
  onLeave: () => void;
  onToggle: (field: MembershipToggle, value: boolean) => void;
}

/** Under the name: who is typing, else (a direct chat) whether the person is online, else the participants. */
function useSubtitle(chat: ChatDetail, myId: number): { text: string; isTyping: boolean; isOnline: boolean } {
  const { t, i18n } = useTranslation('chat');
  useLiveVersion();
  const typingIds = useTypingUserIds(chat.id);
  if (typingIds.length > 0) {
    const names = typingIds.map(
      (userId) => chat.members.find((member) => member.user.id === userId)?.user.name ?? null,
    );
    return { text: describeTyping(names, t, i18n.language), isTyping: true, isOnline: false };
  }
  if (chat.type === 'direct' && chat.other_user) {
    const member = chat.members.find((item) => item.user.id === chat.other_user?.id);
    const online = isOnline(chat.other_user.id, member?.online ?? false);
    return {
      text: online ? t('chat:presence.online') : t('chat:presence.offline'),
      isTyping: false,
      isOnline: online,
    };
  }
  const online = countOnline(
    chat.members.filter((member) => member.user.id !== myId),
    isOnline,
  );
  const members = t('chat:conversation.members', { count: chat.member_count });
  return {
    text: online > 0 ? t('chat:conversation.members_online', { members, count: online }) : members,
    isTyping: false,
    isOnline: false,
  };
}

/** The connection's state while it is not live: 'Connecting…', 'Connection lost, trying to reconnect'. */
export function ConnectionLine() {
  const { t } = useTranslation('realtime');
  const state = useRealtimeConnection();
  return (
    <Box role="status" aria-live="polite" display="contents">
      {state !== 'connected' && (
        <Text
          px="4"
          py="1"
          fontSize="xs"
          fontWeight="medium"
          textAlign="center"
          bg={state === 'reconnecting' ? 'orange.subtle' : 'bg.muted'}
          color={state === 'reconnecting' ? 'orange.fg' : 'fg.muted'}
          borderBottomWidth="1px"
        >
          {state === 'reconnecting' ? t('realtime:reconnecting') : t('realtime:connecting')}
        </Text>
      )}
    </Box>
  );
}

/**
 * The open conversation's bar: back to the list (phones), avatar, name, presence or participants,
 * who is typing; the pinned messages, the participants, and my own settings for it.
 */
export function ConversationHeader({
  chat,
  myId,
  onOpenMembers,
  onOpenPins,
  onOpenSettings,
  onLeave,
  onToggle,
}: ConversationHeaderProps) {
  const { t } = useTranslation('chat');
  const subtitle = useSubtitle(chat, myId);
  const { is_pinned: isPinned, is_archived: isArchived, muted } = chat.membership;
  const isDirect = chat.type === 'direct';

  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      px={{ base: '2', md: '4' }}
      py="2"
      minH="14"
      borderBottomWidth="1px"
      bg="bg.panel"
    >
      <IconButton asChild size="sm" variant="ghost" hideFrom="md" aria-label={t('chat:actions.back')}>
        <RouterLink to="/chat">
          <ArrowLeft />
        </RouterLink>
      </IconButton>
      <ChatAvatar chat={chat} online={subtitle.isOnline} size="sm" />
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="1.5" minW="0">
          <Text as="h2" fontWeight="semibold" truncate title={chat.name}>
            {chat.name}
          </Text>
          {chat.status !== 'active' && (
            <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
              · {t(STATUS_KEYS[chat.status])}
            </Text>
          )}
        </HStack>
        <Text
          fontSize="xs"
          color={subtitle.isTyping || subtitle.isOnline ? 'green.fg' : 'fg.muted'}
          fontStyle={subtitle.isTyping ? 'italic' : undefined}
          truncate
          aria-live="polite"
        >
          {subtitle.text}
          {!subtitle.isTyping && chat.title ? ` · ${chat.title}` : ''}
        </Text>
      </Stack>
      <IconButton
        size="sm"
        variant="ghost"
        hideBelow="md"
        aria-label={t('chat:pins.open')}
        title={t('chat:pins.open')}
        onClick={onOpenPins}
      >
        <Pin />
      </IconButton>
      {!isDirect && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('chat:members.open')}
          title={t('chat:members.open')}
          onClick={onOpenMembers}
        >
          <Users />
        </IconButton>
      )}
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton size="sm" variant="ghost" aria-label={t('chat:actions.conversation_menu')}>
            <MoreVertical />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {/* A phone's bar has no room for the pinned messages' button: they are here. */}
              <Menu.Item value="pins" hideFrom="md" onSelect={onOpenPins}>
                <Pin size={14} aria-hidden="true" />
                {t('chat:pins.open')}
              </Menu.Item>
              <Menu.Item value="pin" onSelect={() => onToggle('is_pinned', !isPinned)}>
                {isPinned ? (
                  <ArrowDownToLine size={14} aria-hidden="true" />
                ) : (
                  <ArrowUpToLine size={14} aria-hidden="true" />
                )}
                {isPinned ? t('chat:membership.unpin') : t('chat:membership.pin')}
              </Menu.Item>
              <Menu.Item value="mute" onSelect={() => onToggle('muted', !muted)}>
                {muted ? <Bell size={14} aria-hidden="true" /> : <BellOff size={14} aria-hidden="true" />}
                {muted ? t('chat:membership.unmute') : t('chat:membership.mute')}
              </Menu.Item>
              <Menu.Item value="archive" onSelect={() => onToggle('is_archived', !isArchived)}>
                {isArchived ? (
                  <ArchiveRestore size={14} aria-hidden="true" />
                ) : (
                  <Archive size={14} aria-hidden="true" />
                )}
                {isArchived ? t('chat:membership.unarchive') : t('chat:membership.archive')}
              </Menu.Item>
              {chat.abilities.edit_settings && (
                <Menu.Item value="settings" onSelect={onOpenSettings}>
                  <Settings size={14} aria-hidden="true" />
                  {t('chat:settings.open')}
                </Menu.Item>
              )}
              {!isDirect && (
                <Menu.Item
                  value="leave"
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                  onSelect={onLeave}
                >
                  <LogOut size={14} aria-hidden="true" />
                  {t('chat:members.leave')}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
