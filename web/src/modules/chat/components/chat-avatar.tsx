import { Avatar, Box, Circle } from '@chakra-ui/react';
import type { ChatPerson, ChatSummary } from '@pickleball/domain';
import { Hash, Megaphone, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TYPE_ICONS = { group: Users, channel: Hash, announcement: Megaphone } as const;

/** A small green dot at the avatar's corner while the person is online (named for screen readers). */
export function OnlineDot({ online, size = '3' }: { online: boolean; size?: string }) {
  const { t } = useTranslation('chat');
  if (!online) return null;
  return (
    <Circle
      size={size}
      bg="green.solid"
      borderWidth="2px"
      borderColor="bg.panel"
      position="absolute"
      bottom="-0.5"
      insetEnd="-0.5"
      role="img"
      aria-label={t('chat:presence.online')}
    />
  );
}

/** A person's avatar (their photo, else initials), with the online dot. */
export function PersonAvatar({
  person,
  online = false,
  size = 'sm',
}: {
  person: Pick<ChatPerson, 'name' | 'avatar_url'>;
  online?: boolean;
  size?: '2xs' | 'xs' | 'sm' | 'md';
}) {
  return (
    <Box position="relative" flexShrink={0}>
      <Avatar.Root size={size} colorPalette="blue">
        <Avatar.Fallback name={person.name} />
        {person.avatar_url && <Avatar.Image src={person.avatar_url} alt="" />}
      </Avatar.Root>
      <OnlineDot online={online} size={size === '2xs' || size === 'xs' ? '2.5' : '3'} />
    </Box>
  );
}

/** A conversation's avatar: the other person's in a direct chat, else an icon of its kind. */
export function ChatAvatar({
  chat,
  online = false,
  size = 'md',
}: {
  chat: Pick<ChatSummary, 'type' | 'name' | 'avatar_url' | 'other_user'>;
  online?: boolean;
  size?: 'sm' | 'md';
}) {
  if (chat.type === 'direct') {
    const person = chat.other_user ?? { name: chat.name, avatar_url: chat.avatar_url };
    return <PersonAvatar person={person} online={online} size={size} />;
  }
  const Icon = TYPE_ICONS[chat.type];
  return (
    <Avatar.Root
      size={size}
      shape="rounded"
      colorPalette={chat.type === 'announcement' ? 'orange' : 'teal'}
      flexShrink={0}
    >
      {chat.avatar_url ? <Avatar.Image src={chat.avatar_url} alt="" /> : null}
      <Avatar.Fallback>
        <Icon size={size === 'sm' ? 16 : 20} aria-hidden="true" />
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
