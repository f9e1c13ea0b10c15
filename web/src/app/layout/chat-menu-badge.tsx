import { Box, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { formatNumber } from '../../lib/format';
import { useChatUnreadTotals } from '../../modules/chat/chat-menu';

const shortCount = (count: number, locale: string) => (count > 99 ? '99+' : formatNumber(count, locale));

/**
 * The chat's unread messages beside its menu entry (blue), and the mentions of me apart (orange,
 * with an @): both in the link's accessible name too.
 */
export function ChatMenuBadge() {
  const { t, i18n } = useTranslation('layout');
  const totals = useChatUnreadTotals(true).data?.data;
  if (!totals || (totals.unread === 0 && totals.mentions === 0)) return null;
  const locale = i18n.language;
  return (
    <HStack as="span" gap="1" ms="auto" flexShrink={0} data-chat-badge="">
      <Box as="span" srOnly>
        {[
          totals.unread > 0 ? t('layout:chat_badge.unread', { count: totals.unread }) : null,
          totals.mentions > 0 ? t('layout:chat_badge.mentions', { count: totals.mentions }) : null,
        ]
          .filter(Boolean)
          .join(', ')}
      </Box>
      {totals.mentions > 0 && (
        <Box
          as="span"
          aria-hidden="true"
          px="1.5"
          minW="5"
          h="5"
          lineHeight="1.25rem"
          textAlign="center"
          borderRadius="full"
          bg="orange.solid"
          color="white"
          fontSize="xs"
          fontWeight="bold"
        >
          @{shortCount(totals.mentions, locale)}
        </Box>
      )}
      {totals.unread > 0 && (
        <Box
          as="span"
          aria-hidden="true"
          px="1.5"
          minW="5"
          h="5"
          lineHeight="1.25rem"
          textAlign="center"
          borderRadius="full"
          bg="blue.solid"
          color="white"
          fontSize="xs"
          fontWeight="bold"
        >
          {shortCount(totals.unread, locale)}
        </Box>
      )}
    </HStack>
  );
}

/** A dot on the phone's menu button while chat messages wait unread (the badge itself is in the drawer). */
export function ChatMenuDot() {
  const { can } = useAuth();
  const enabled = can('chat.view');
  const totals = useChatUnreadTotals(enabled).data?.data;
  if (!enabled || !totals || (totals.unread === 0 && totals.mentions === 0)) return null;
  return (
    <Box
      as="span"
      aria-hidden="true"
      position="absolute"
      top="1"
      insetEnd="1"
      boxSize="2.5"
      borderRadius="full"
      bg={totals.mentions > 0 ? 'orange.solid' : 'blue.solid'}
      borderWidth="2px"
      borderColor="bg.panel"
    />
  );
}
