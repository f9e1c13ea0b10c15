import { Button, EmptyState, Flex, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { ChatPerson } from '@pickleball/domain';
import { MessageCircleOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { useChat } from '../api/get-chat';
import { forgetRemoved, useLiveVersion, wasRemovedSince } from '../chat-live';
import { ConversationView } from './conversation-view';

function Unavailable({
  title,
  description,
  onRetry,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Flex flex="1" align="center" justify="center" h="full" p="4" bg="bg.panel">
      <EmptyState.Root size="sm">
        <EmptyState.Content textAlign="center">
          <EmptyState.Indicator>
            <MessageCircleOff />
          </EmptyState.Indicator>
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
          <HStack gap="2">
            {onRetry && (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t('chat:actions.retry')}
              </Button>
            )}
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/chat">{t('chat:actions.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Flex>
  );
}

/**
 * /chat/<id>: the conversation once its detail is in; a skeleton meanwhile; and what to say when
 * it cannot be shown (not found or not mine, removed from it while it was open, a failed load).
 */
export function Conversation({ chatId, me }: { chatId: number; me: ChatPerson }) {
  const { t } = useTranslation('chat');
  const detail = useChat(chatId);
  useLiveVersion();
  const [openedAt] = useState(Date.now);
  const isRemoved = wasRemovedSince(chatId, openedAt);
  useEffect(() => () => forgetRemoved(chatId), [chatId]);

  if (isRemoved)
    return (
      <Unavailable
        title={t('chat:conversation.removed_title')}
        description={t('chat:conversation.removed_hint')}
      />
    );
  if (detail.isPending)
    return (
      <Stack h="full" gap="0" bg="bg.panel" role="status" aria-label={t('chat:conversation.loading')}>
        <HStack gap="3" p="3" borderBottomWidth="1px">
          <Skeleton boxSize="8" borderRadius="full" />
          <Stack gap="1.5" flex="1">
            <Skeleton h="3.5" w="40%" />
            <Skeleton h="3" w="25%" />
          </Stack>
        </HStack>
      </Stack>
    );
  if (detail.isError) {
    const status = isApiError(detail.error) ? detail.error.status : null;
    return status === 404 || status === 403 ? (
      <Unavailable
        title={t('chat:conversation.not_found')}
        description={t('chat:conversation.not_found_hint')}
      />
    ) : (
      <Unavailable
        title={t('chat:conversation.load_failed')}
        description={detail.error.message}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return <ConversationView key={chatId} chat={detail.data.data} me={me} />;
}
