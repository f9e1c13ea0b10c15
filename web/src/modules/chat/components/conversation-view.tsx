import { Box, Button, EmptyState, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ChatDetail, ChatPerson, StoredImage } from '@pickleball/domain';
import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { makeClientId } from '../../../lib/chat-outbox';
import { toaster } from '../../../lib/toaster';
import { removeMember } from '../api/remove-member';
import { updateMembership } from '../api/update-membership';
import { dropChat, storeDetail } from '../chat-cache';
import { getChatOutbox, useOutboxEntries } from '../chat-outbox-store';
import { ChatSettingsDialog } from './chat-settings-dialog';
import { type ComposedMessage, Composer } from './composer';
import { ConnectionLine, ConversationHeader, type MembershipToggle } from './conversation-header';
import { MembersPanel } from './members-panel';
import { MessageContext, type MessageContextValue, type ShownMessage } from './message-context';
import {
  EditHistoryDialog,
  EditMessageDialog,
  ImageViewerDialog,
  RemoveMessageDialog,
} from './message-dialogs';
import { MessageList, type MessageListHandle } from './message-list';
import { deliveryStatus, type OwnMessageStatus, seenBy } from './message-status';
import { PinsPanel } from './pins-panel';
import { toShownMessages } from './shown-messages';
import { firstUnreadId } from './timeline';
import { useConversationMessages } from './use-conversation-messages';
import { useJumpToMessage } from './use-jump-to-message';
import { useMessageActions } from './use-message-actions';
import { useReadTracking } from './use-read-tracking';

type Dialogs =
  | { kind: 'edit' | 'remove' | 'history'; message: ShownMessage }
  | { kind: 'image'; image: StoredImage }
  | { kind: 'members' | 'pins' | 'settings' | 'leave' }
  | null;

const MEMBERSHIP_DONE = {
  is_pinned: ['chat:membership.pinned', 'chat:membership.unpinned'],
  is_archived: ['chat:membership.archived', 'chat:membership.unarchived'],
  muted: ['chat:membership.muted', 'chat:membership.unmuted'],
} as const satisfies Record<MembershipToggle, readonly [string, string]>;

function MessagesSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <Stack flex="1" gap="4" p="4" role="status" aria-label={t('chat:conversation.loading')}>
      {['60%', '45%', '70%', '35%', '55%'].map((width, index) => (
        <Flex key={width} justify={index % 2 === 0 ? 'flex-start' : 'flex-end'}>
          <Skeleton h="10" w={width} borderRadius="xl" />
        </Flex>
      ))}
    </Stack>
  );
}

/**
 * An open conversation: its header, the messages (history walked back as the reader scrolls up,
 * the "New messages" line where they stopped reading, read marks as they reach the end), the
 * composer (messages go through the outbox: shown at once, sent in order exactly once, kept while
 * offline) and the dialogs and panels its menus open.
 */
export function ConversationView({ chat, me }: { chat: ChatDetail; me: ChatPerson }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useRef<MessageListHandle>(null);
  const [replyTo, setReplyTo] = useState<ShownMessage | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [atEnd, setAtEnd] = useState(true);
  const { query, loadOlder, isLoadingOlder, olderFailed } = useConversationMessages(chat.id);
  const entries = useOutboxEntries(me.id);
  const actions = useMessageActions(chat.id);
  const stored = query.data?.messages;
  const membersById = useMemo(
    () => new Map(chat.members.map((member) => [member.user.id, member])),
    [chat.members],
  );
  const shown = useMemo(
    () => toShownMessages(stored ?? [], entries, { chatId: chat.id, me, membersById }),
    [stored, entries, chat.id, me, membersById],
  );

  // The "New messages" line stays where my reading stopped when the conversation opened.
  const divider = useRef<{ chatId: number; id: number | null } | null>(null);
  if (stored && divider.current?.chatId !== chat.id)
    divider.current = {
      chatId: chat.id,
      id: firstUnreadId(stored, chat.membership.last_read_message_id, me.id),
    };

  useReadTracking({
    chatId: chat.id,
    myId: me.id,
    messages: stored ?? [],
    lastReadId: chat.membership.last_read_message_id,
    atEnd,
  });

  const { highlightedId, jumpTo } = useJumpToMessage(
    list,
    loadOlder,
    stored?.length ?? 0,
    query.data?.hasMoreBefore ?? false,
  );

  const context = useMemo<MessageContextValue>(
    () => ({
      myId: me.id,
      chat,
      membersById,
      onReply: setReplyTo,
      onEdit: (message) => setDialog({ kind: 'edit', message }),
      onRemove: (message) => setDialog({ kind: 'remove', message }),
      onHistory: (message) => setDialog({ kind: 'history', message }),
      onPin: actions.pin,
      onReact: actions.react,
      onOpenImage: (image) => setDialog({ kind: 'image', image }),
      onJumpTo: jumpTo,
      onRetry: (clientId) => getChatOutbox(me.id).retry(clientId),
      onDiscard: (clientId) => getChatOutbox(me.id).discard(clientId),
    }),
    [me.id, chat, membersById, actions, jumpTo],
  );

  const statusOf = useCallback(
    (message: ShownMessage): OwnMessageStatus | null => {
      if (message.pending) return message.pending.status === 'failed' ? 'failed' : 'sending';
      if (message.author?.id !== me.id || message.type !== 'text') return null;
      return deliveryStatus(message.id, chat.members, me.id);
    },
    [chat.members, me.id],
  );

  const lastStored = stored?.at(-1);
  const seenByLast = useMemo(
    () =>
      chat.type === 'direct' || !lastStored
        ? []
        : seenBy(lastStored.id, chat.members, me.id, lastStored.author?.id ?? null),
    [chat.type, chat.members, lastStored, me.id],
  );

  const send = (composed: ComposedMessage) => {
    getChatOutbox(me.id).enqueue({ chat_id: chat.id, client_id: makeClientId(), ...composed });
    setReplyTo(null);
  };

  const toggle = (field: MembershipToggle, value: boolean) => {
    updateMembership(chat.id, { [field]: value })
      .then((response) => {
        storeDetail(client, response.data);
        toaster.success({ title: t(MEMBERSHIP_DONE[field][value ? 0 : 1]) });
      })
      .catch(() => undefined);
  };

  const onAtEndChange = useCallback((isAtEnd: boolean) => setAtEnd(isAtEnd), []);
  const onLoadOlder = useCallback(() => void loadOlder(), [loadOlder]);
  const close = () => setDialog(null);

  return (
    <MessageContext.Provider value={context}>
      <Flex direction="column" h="full" minH="0" bg="bg.panel">
        <ConversationHeader
          chat={chat}
          myId={me.id}
          onOpenMembers={() => setDialog({ kind: 'members' })}
          onOpenPins={() => setDialog({ kind: 'pins' })}
          onOpenSettings={() => setDialog({ kind: 'settings' })}
          onLeave={() => setDialog({ kind: 'leave' })}
          onToggle={toggle}
        />
        <ConnectionLine />
        {olderFailed && (
          <HStack justify="center" gap="2" py="1" bg="bg.error" fontSize="xs" color="fg.error">
            <Text>{t('chat:conversation.load_older_failed')}</Text>
            <Button size="2xs" variant="outline" onClick={onLoadOlder}>
              {t('chat:actions.retry')}
            </Button>
          </HStack>
        )}
        {query.isPending ? (
          <MessagesSkeleton />
        ) : query.isError ? (
          <Flex flex="1" align="center" justify="center" p="4">
            <Stack align="center" gap="3">
              <Text color="fg.error">{t('chat:conversation.load_failed')}</Text>
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                {t('chat:actions.retry')}
              </Button>
            </Stack>
          </Flex>
        ) : shown.length === 0 ? (
          <Box flex="1" display="flex" alignItems="center">
            <EmptyState.Root size="sm">
              <EmptyState.Content textAlign="center">
                <EmptyState.Indicator>
                  <MessagesSquare />
                </EmptyState.Indicator>
                <EmptyState.Title>{t('chat:conversation.empty')}</EmptyState.Title>
                <EmptyState.Description>
                  {chat.abilities.post ? t('chat:conversation.empty_hint') : chat.description}
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          </Box>
        ) : (
          <MessageList
            ref={list}
            messages={shown}
            hasMoreBefore={query.data.hasMoreBefore}
            isLoadingOlder={isLoadingOlder}
            onLoadOlder={onLoadOlder}
            unreadFromId={divider.current?.id ?? null}
            statusOf={statusOf}
            seenByLast={seenByLast}
            highlightedId={highlightedId}
            onAtEndChange={onAtEndChange}
            label={
              chat.type === 'direct'
                ? t('chat:conversation.label', { name: chat.name })
                : t('chat:conversation.label_group', { name: chat.name })
            }
          />
        )}
        <Composer
          key={chat.id}
          chat={chat}
          myId={me.id}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={send}
        />
      </Flex>

      {dialog?.kind === 'edit' && (
        <EditMessageDialog
          message={dialog.message}
          isOwn={dialog.message.author?.id === me.id}
          onClose={close}
          onSave={(values) => actions.edit(dialog.message, values)}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveMessageDialog
          isOwn={dialog.message.author?.id === me.id}
          onClose={close}
          onRemove={(values) => actions.remove(dialog.message, values)}
        />
      )}
      {dialog?.kind === 'history' && (
        <EditHistoryDialog chatId={chat.id} message={dialog.message} onClose={close} />
      )}
      {dialog?.kind === 'image' && <ImageViewerDialog image={dialog.image} onClose={close} />}
      {dialog?.kind === 'members' && (
        <MembersPanel chat={chat} myId={me.id} onClose={close} onLeave={() => setDialog({ kind: 'leave' })} />
      )}
      {dialog?.kind === 'pins' && (
        <PinsPanel
          chat={chat}
          myId={me.id}
          onClose={close}
          onJump={(messageId) => {
            close();
            jumpTo(messageId);
          }}
          onUnpin={(message) => actions.pin(message, false)}
        />
      )}
      {dialog?.kind === 'settings' && <ChatSettingsDialog chat={chat} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'leave'}
        onOpenChange={(open) => !open && close()}
        title={t('chat:members.leave_title', { name: chat.name })}
        description={t('chat:members.leave_description')}
        confirmLabel={t('chat:members.leave')}
        onConfirm={async () => {
          const response = await removeMember(chat.id, me.id);
          dropChat(client, chat.id);
          toaster.success({ title: response.message ?? t('chat:members.left') });
          navigate('/chat', { replace: true });
        }}
      />
    </MessageContext.Provider>
  );
}
