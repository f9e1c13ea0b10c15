import { Box, Button, EmptyState, Flex, HStack } from '@chakra-ui/react';
import type { ChatPerson, ChatSummary } from '@pickleball/domain';
import { chatRoom, userRoom } from '@pickleball/domain/realtime/events';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useRealtimeRooms } from '../../../lib/realtime';
import { usePresence } from '../api/get-presence';
import { ChatListPane } from '../components/chat-list-pane';
import { Conversation } from '../components/conversation';
import { DirectOpener } from '../components/direct-opener';
import { NewChatDialog } from '../components/new-chat-dialog';
import { NewDirectDialog } from '../components/new-direct-dialog';

const positiveId = (value: string | null | undefined): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

function NoConversation({ onNewChat, onNewDirect }: { onNewChat: () => void; onNewDirect: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Flex flex="1" align="center" justify="center" p="6" bg="bg.subtle">
      <EmptyState.Root size="md">
        <EmptyState.Content textAlign="center">
          <EmptyState.Indicator>
            <MessagesSquare />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('chat:conversation.none_title')}</EmptyState.Title>
          <EmptyState.Description>{t('chat:conversation.none_hint')}</EmptyState.Description>
          <HStack gap="2" flexWrap="wrap" justify="center">
            <Button size="sm" colorPalette="blue" onClick={onNewDirect}>
              {t('chat:actions.new_direct')}
            </Button>
            <Button size="sm" variant="outline" onClick={onNewChat}>
              {t('chat:actions.new_chat')}
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Flex>
  );
}

/**
 * /chat/{id?} (chat.view): the conversation list beside the open conversation on a laptop; on a
 * phone the list, or the conversation with a way back. /chat?with=<userId> opens the direct chat
 * with that person (got or created). The page listens to my own room, the open conversation's and
 * those of the list's first page (new messages move the list and its counts live).
 */
export default function ChatPage() {
  const { user } = useAuth();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const activeId = positiveId(id);
  const withParam = params.get('with');
  const withId = activeId === null && withParam !== null ? (positiveId(withParam) ?? 0) : null;
  const [dialog, setDialog] = useState<'chat' | 'direct' | null>(null);
  const [firstPage, setFirstPage] = useState<readonly ChatSummary[]>([]);

  const me = useMemo<ChatPerson | null>(
    () => (user ? { id: user.id, name: user.name, username: user.username, avatar_url: null } : null),
    [user],
  );
  const others = firstPage.flatMap((chat) => (chat.other_user ? [chat.other_user.id] : []));
  const presence = usePresence(others);
  const online = useMemo(() => new Set(presence.data ?? []), [presence.data]);
  useRealtimeRooms([
    me && userRoom(me.id),
    activeId !== null && chatRoom(activeId),
    ...firstPage.map((chat) => chatRoom(chat.id)),
  ]);
  const onFirstPage = useCallback((rows: readonly ChatSummary[]) => setFirstPage(rows), []);
  const open = (chatId: number) => {
    setDialog(null);
    navigate(`/chat/${chatId}`);
  };

  if (!me) return null;
  const showsConversation = activeId !== null || withId !== null;
  return (
    <Flex
      mx={{ base: '-4', md: '-6', xl: '-8' }}
      my={{ base: '-4', md: '-6' }}
      h="calc(100dvh - 4rem)"
      bg="bg.panel"
      overflow="hidden"
    >
      <Box
        w={{ base: 'full', md: '80', xl: '96' }}
        flexShrink={0}
        borderEndWidth={{ base: '0', md: '1px' }}
        display={{ base: showsConversation ? 'none' : 'flex', md: 'flex' }}
        minH="0"
      >
        <ChatListPane
          activeId={activeId}
          myName={me.name}
          online={online}
          onNewChat={() => setDialog('chat')}
          onNewDirect={() => setDialog('direct')}
          onFirstPage={onFirstPage}
        />
      </Box>
      <Box
        flex="1"
        minW="0"
        minH="0"
        display={{ base: showsConversation ? 'flex' : 'none', md: 'flex' }}
        flexDirection="column"
      >
        {activeId !== null ? (
          <Conversation key={activeId} chatId={activeId} me={me} />
        ) : withId !== null ? (
          <DirectOpener key={withId} userId={withId} />
        ) : (
          <NoConversation onNewChat={() => setDialog('chat')} onNewDirect={() => setDialog('direct')} />
        )}
      </Box>
      {dialog === 'chat' && (
        <NewChatDialog myId={me.id} onClose={() => setDialog(null)} onCreated={(chat) => open(chat.id)} />
      )}
      {dialog === 'direct' && (
        <NewDirectDialog myId={me.id} onClose={() => setDialog(null)} onOpened={(chat) => open(chat.id)} />
      )}
    </Flex>
  );
}
