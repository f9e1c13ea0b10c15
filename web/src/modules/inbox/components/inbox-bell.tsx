import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { userRoom } from '@pickleball/domain/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { forwardRef, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLazy, optionalChunk } from '../../../components/optional-lazy';
import { useAuth } from '../../../lib/auth';
import { useRealtimeConnection, useRealtimeRooms } from '../../../lib/realtime';
import { useHasInteracted } from '../../../lib/use-has-interacted';
import { useInbox } from '../api/list-inbox';
import { inboxKeys } from '../inbox.keys';
import { BELL_PAGE } from './inbox-query';

const loadMenu = () => import('./inbox-menu-content');
const menuContent = optionalChunk(loadMenu);

/** The bell: its accessible name carries the unread count; the count shows as a badge. */
export const InboxBellButton = forwardRef<
  HTMLButtonElement,
  Omit<IconButtonProps, 'aria-label'> & { unread: number }
>(function InboxBellButton({ unread, ...props }, ref) {
  const { t } = useTranslation('inbox');
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      size="sm"
      position="relative"
      aria-haspopup="menu"
      aria-label={unread > 0 ? t('inbox:bell_unread', { count: unread }) : t('inbox:bell')}
      {...props}
    >
      <Bell />
      {unread > 0 && (
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          top="0.5"
          insetEnd="0.5"
          minW="4"
          h="4"
          px="1"
          borderRadius="full"
          bg="red.solid"
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1rem"
          textAlign="center"
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      )}
    </IconButton>
  );
});

/**
 * The top bar's in-app notifications: the unread count, live through the user's own realtime
 * room (`notification.created`), and the list in a menu loaded on first use.
 *
 * The bell joins its room from the user's first interaction with the page, not at load: the
 * Socket.IO client (13 kB) then stays out of a page's first load unless the page itself lives on
 * pushed events (a live match, the scoreboard). Until then the count is the one fetched with the
 * page (refreshed every 5 minutes); once connected it is fetched again, so nothing sent meanwhile
 * is missed.
 */
export function InboxBell() {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  const inbox = useInbox(BELL_PAGE, Boolean(user));
  const isLive = useHasInteracted();
  useRealtimeRooms([isLive && user && userRoom(user.id)]);
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();
  const isConnected = isLive && connection === 'connected';
  useEffect(() => {
    if (isConnected) void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  }, [isConnected, queryClient]);
  if (!user) return null;
  const unread = inbox.data?.meta.unread ?? 0;
  const button = (
    <InboxBellButton
      unread={unread}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return <OptionalLazy chunk={menuContent} props={{}} fallback={button} />;
}
