import {
  Alert,
  Box,
  Button,
  EmptyState,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Menu,
  Portal,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import type { ChatSummary } from '@pickleball/domain';
import { useQuery } from '@tanstack/react-query';
import { MessageCirclePlus, MessagesSquare, Plus, Search, UserRoundPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { formatNumber } from '../../../lib/format';
import { unreadTotalsQueryOptions } from '../api/get-unread-totals';
import { useChatList } from '../api/list-chats';
import type { ChatListParams } from '../chat.keys';
import { isOnline } from '../chat-live';
import { ChatListRow } from './chat-list-row';

type Filter = ChatListParams['filter'];

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'chat:filters.all' },
  { value: 'unread', label: 'chat:filters.unread' },
  { value: 'archived', label: 'chat:filters.archived' },
];

export interface ChatListPaneProps {
  activeId: number | null;
  myName: string;
  /** People online by the page's presence query. */
  online: ReadonlySet<number>;
  onNewChat: () => void;
  onNewDirect: () => void;
  /** The first page's conversations, for the page to listen to their rooms. */
  onFirstPage: (rows: readonly ChatSummary[]) => void;
}

/**
 * The conversation list: a search (the server's, diacritics ignored), All / Unread / Archived,
 * pinned first then the most recent (the server's order, kept as messages arrive), more loaded
 * at the end of the scroll.
 */
export function ChatListPane({
  activeId,
  myName,
  online,
  onNewChat,
  onNewDirect,
  onFirstPage,
}: ChatListPaneProps) {
  const { t, i18n } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const term = useDebounced(search.trim(), 300);
  const list = useChatList({ filter, search: term || undefined });
  const totals = useQuery(unreadTotalsQueryOptions());
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const firstPage = list.data?.pages[0]?.data;
  useEffect(() => {
    if (firstPage) onFirstPage(firstPage);
  }, [firstPage, onFirstPage]);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const unreadChats = totals.data?.data.chats ?? 0;

  return (
    <Flex direction="column" h="full" minH="0" w="full">
      <Stack gap="3" px="3" pt="3" pb="2" borderBottomWidth="1px">
        <HStack justify="space-between">
          <Heading as="h1" size="lg">
            {t('chat:title')}
          </Heading>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton size="sm" colorPalette="blue" aria-label={t('chat:actions.new_menu')}>
                <Plus />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="direct" onSelect={onNewDirect}>
                    <UserRoundPlus size={14} aria-hidden="true" />
                    {t('chat:actions.new_direct')}
                  </Menu.Item>
                  <Menu.Item value="chat" onSelect={onNewChat}>
                    <MessageCirclePlus size={14} aria-hidden="true" />
                    {t('chat:actions.new_chat')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            type="search"
            size="sm"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('chat:list.search')}
            aria-label={t('chat:list.search')}
          />
        </InputGroup>
        <HStack gap="1" role="group" aria-label={t('chat:filters.label')}>
          {FILTERS.map((item) => (
            <Button
              key={item.value}
              size="xs"
              variant={filter === item.value ? 'solid' : 'ghost'}
              colorPalette={filter === item.value ? 'blue' : 'gray'}
              aria-pressed={filter === item.value}
              onClick={() => setFilter(item.value)}
            >
              {t(item.label)}
              {item.value === 'unread' && unreadChats > 0 && ` (${formatNumber(unreadChats, i18n.language)})`}
            </Button>
          ))}
        </HStack>
      </Stack>

      <Box flex="1" minH="0" overflowY="auto" px="1.5" py="1.5" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Stack gap="2" p="2" role="status" aria-label={t('chat:list.loading')}>
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <HStack key={index} gap="3">
                <Skeleton boxSize="10" borderRadius="full" />
                <Stack gap="1.5" flex="1">
                  <Skeleton h="3.5" w="60%" />
                  <Skeleton h="3" w="85%" />
                </Stack>
              </HStack>
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert.Root status="error" m="2" w="auto">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('chat:list.load_failed')}</Alert.Title>
              <Button
                size="xs"
                variant="outline"
                mt="2"
                alignSelf="start"
                onClick={() => void list.refetch()}
              >
                {t('chat:actions.retry')}
              </Button>
            </Alert.Content>
          </Alert.Root>
        ) : rows.length === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <MessagesSquare />
              </EmptyState.Indicator>
              <EmptyState.Title>
                {term
                  ? t('chat:empty.search')
                  : filter === 'unread'
                    ? t('chat:empty.unread')
                    : filter === 'archived'
                      ? t('chat:empty.archived')
                      : t('chat:empty.title')}
              </EmptyState.Title>
              {!term && filter === 'all' && (
                <>
                  <EmptyState.Description>{t('chat:empty.description')}</EmptyState.Description>
                  <Button size="sm" colorPalette="blue" onClick={onNewDirect}>
                    {t('chat:actions.new_direct')}
                  </Button>
                </>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-label={t('chat:list.label')}>
            {rows.map((chat) => (
              <li key={chat.id}>
                <ChatListRow
                  chat={chat}
                  isActive={chat.id === activeId}
                  myName={myName}
                  online={
                    chat.other_user !== null && isOnline(chat.other_user.id, online.has(chat.other_user.id))
                  }
                />
              </li>
            ))}
          </Stack>
        )}
        {hasNextPage && (
          <Flex ref={sentinel} justify="center" py="2">
            <Button
              size="xs"
              variant="ghost"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('chat:actions.load_more')}
            </Button>
          </Flex>
        )}
      </Box>
    </Flex>
  );
}
