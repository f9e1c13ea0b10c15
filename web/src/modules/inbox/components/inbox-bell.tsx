import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLazy, optionalChunk } from '../../../components/optional-lazy';
import { useAuth } from '../../../lib/auth';
import { useInbox } from '../api/list-inbox';
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
 * room (`notification.created`, ../inbox.live.ts: the inbox query holds the room while the bell
 * shows it, from the page's first idle moment on), and the list in a menu loaded on first use.
 */
export function InboxBell() {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  const inbox = useInbox(BELL_PAGE, Boolean(user));
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
