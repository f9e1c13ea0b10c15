import { Badge, Box, Button, HStack, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { InboxItem } from '@pickleball/domain';
// Only the keys' file (no zod): the bell is in every page's frame.
import { INBOX_CATEGORY_LABELS } from '@pickleball/domain/notifications/notifications.labels';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useInbox } from '../api/list-inbox';
import { useMarkAllInboxRead } from '../api/mark-all-inbox-read';
import { useMarkInboxItemRead } from '../api/mark-inbox-read';
import { InboxBellButton } from './inbox-bell';
import {
  formatRelativeTime,
  INBOX_TYPE_KEYS,
  inboxItemExternalLink,
  inboxItemLink,
  inboxItemValues,
  sentNotificationText,
} from './inbox-labels';
import { BELL_PAGE } from './inbox-query';

function ItemText({ item }: { item: InboxItem }) {
  const { t, i18n } = useTranslation('inbox');
  const isUnread = item.read_at === null;
  const sent = sentNotificationText(item);
  return (
    <HStack align="flex-start" gap="2" width="full">
      <Box
        aria-hidden="true"
        mt="1.5"
        boxSize="2"
        borderRadius="full"
        flexShrink={0}
        bg={isUnread ? 'blue.solid' : 'transparent'}
      />
      <Stack gap="0.5" minW="0">
        <Text fontSize="sm" fontWeight={isUnread ? 'semibold' : 'normal'} whiteSpace="normal">
          {sent
            ? (sent.subject ?? t('inbox:untitled'))
            : t(INBOX_TYPE_KEYS[item.type], inboxItemValues(item, t('inbox:a_match')))}
        </Text>
        {sent?.content && (
          <Text fontSize="xs" color="fg.muted" lineClamp={1} whiteSpace="normal">
            {sent.content}
          </Text>
        )}
        <HStack as="span" gap="2" fontSize="xs" color="fg.muted">
          {sent?.category && (
            <Badge size="xs" variant="subtle" colorPalette="blue">
              {t(INBOX_CATEGORY_LABELS[sent.category])}
            </Badge>
          )}
          <Text as="span">
            {formatRelativeTime(item.created_at, i18n.language, t('inbox:just_now'))}
            {isUnread && <Box as="span" srOnly>{` · ${t('inbox:unread')}`}</Box>}
          </Text>
        </HStack>
      </Stack>
    </HStack>
  );
}

/** The open bell: the latest notifications; choosing one marks it read and opens where it leads. */
export default function InboxMenuContent() {
  const { t } = useTranslation('inbox');
  const { can } = useAuth();
  const navigate = useNavigate();
  const inbox = useInbox(BELL_PAGE);
  const markRead = useMarkInboxItemRead();
  const markAllRead = useMarkAllInboxRead();
  const items = inbox.data?.data ?? [];
  const unread = inbox.data?.meta.unread ?? 0;

  const open = (id: string) => {
    const item = items.find((entry) => String(entry.id) === id);
    if (!item) return;
    if (item.read_at === null) markRead.mutate(item.id);
    // A sent notification may link outside the app: that opens apart, the app stays.
    const external = inboxItemExternalLink(item);
    if (external) window.open(external, '_blank', 'noopener,noreferrer');
    else navigate(inboxItemLink(item, can('match.view')));
  };

  return (
    <Menu.Root
      defaultOpen
      onSelect={(details) => open(details.value)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <InboxBellButton unread={unread} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content width={{ base: '80', md: '96' }} maxH="28rem" overflowY="auto">
            <HStack justify="space-between" px="2" py="1.5">
              <Text fontWeight="semibold">{t('inbox:title')}</Text>
              {unread > 0 && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="blue"
                  loading={markAllRead.isPending}
                  onClick={() => markAllRead.mutate()}
                >
                  {t('inbox:mark_all_read')}
                </Button>
              )}
            </HStack>
            <Menu.Separator />
            {inbox.isPending ? (
              <HStack justify="center" py="4">
                <Spinner size="sm" aria-label={t('common:loading')} />
              </HStack>
            ) : inbox.isError ? (
              <Text px="3" py="4" fontSize="sm" color="fg.error">
                {t('inbox:load_failed')}
              </Text>
            ) : items.length === 0 ? (
              <Text px="3" py="4" fontSize="sm" color="fg.muted">
                {t('inbox:empty')}
              </Text>
            ) : (
              items.map((item) => (
                <Menu.Item key={item.id} value={String(item.id)} py="2" height="auto">
                  <ItemText item={item} />
                </Menu.Item>
              ))
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
