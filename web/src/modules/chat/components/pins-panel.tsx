import {
  Alert,
  Button,
  CloseButton,
  Drawer,
  EmptyState,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ChatDetail, ChatMessage } from '@pickleball/domain';
import { Pin, PinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePins } from '../api/list-pins';
import { ChatBody } from './chat-body';

/** The conversation's pinned messages, the newest pin first: each opens where it was written. */
export function PinsPanel({
  chat,
  myId,
  onClose,
  onJump,
  onUnpin,
}: {
  chat: ChatDetail;
  myId: number;
  onClose: () => void;
  onJump: (messageId: number) => void;
  onUnpin: (message: ChatMessage) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const pins = usePins(chat.id, true);
  const locale = i18n.language;
  return (
    <Drawer.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="end"
      size={{ base: 'full', sm: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{t('chat:pins.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {pins.isPending ? (
                <Stack gap="3">
                  <Skeleton h="16" />
                  <Skeleton h="16" />
                </Stack>
              ) : pins.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('chat:pins.load_failed')}</Alert.Title>
                    <Button
                      size="xs"
                      variant="outline"
                      mt="2"
                      alignSelf="start"
                      onClick={() => void pins.refetch()}
                    >
                      {t('chat:actions.retry')}
                    </Button>
                  </Alert.Content>
                </Alert.Root>
              ) : pins.data.data.length === 0 ? (
                <EmptyState.Root size="sm">
                  <EmptyState.Content>
                    <EmptyState.Indicator>
                      <Pin />
                    </EmptyState.Indicator>
                    <EmptyState.Title>{t('chat:pins.empty')}</EmptyState.Title>
                    <EmptyState.Description>{t('chat:pins.empty_hint')}</EmptyState.Description>
                  </EmptyState.Content>
                </EmptyState.Root>
              ) : (
                <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                  {pins.data.data.map((message) => (
                    <Stack as="li" key={message.id} gap="1.5" borderWidth="1px" borderRadius="md" p="3">
                      <HStack justify="space-between" gap="2" minW="0">
                        <Text fontSize="sm" fontWeight="semibold" truncate>
                          {message.author?.name ?? t('chat:system.someone')}
                        </Text>
                        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                          {formatDateTime(message.created_at, locale)}
                        </Text>
                      </HStack>
                      {message.removed ? (
                        <Text fontSize="sm" fontStyle="italic" color="fg.muted">
                          {t('chat:preview.removed')}
                        </Text>
                      ) : message.body ? (
                        <ChatBody body={message.body} mentions={message.mentions} myId={myId} />
                      ) : (
                        <Text fontSize="sm" color="fg.muted">
                          {t('chat:preview.attachment')}
                        </Text>
                      )}
                      {message.pinned_by && (
                        <Text fontSize="xs" color="fg.muted">
                          {t('chat:pins.pinned_by', { name: message.pinned_by.name })}
                        </Text>
                      )}
                      <HStack gap="2">
                        <Button size="xs" variant="outline" onClick={() => onJump(message.id)}>
                          {t('chat:pins.jump')}
                        </Button>
                        {chat.abilities.pin && (
                          <Button size="xs" variant="ghost" onClick={() => onUnpin(message)}>
                            <PinOff size={14} aria-hidden="true" />
                            {t('chat:actions.unpin')}
                          </Button>
                        )}
                      </HStack>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('chat:actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
