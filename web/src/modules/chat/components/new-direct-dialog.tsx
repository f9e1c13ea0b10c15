import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ChatDetail, ChatPerson } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openDirectChat } from '../api/open-direct-chat';
import { storeDetail } from '../chat-cache';
import { PeoplePicker } from './people-picker';
import { useDirectFailure } from './use-direct-failure';

/** A direct chat with one person: picked from the people who can chat, then got or created (SPEC §7). */
export function NewDirectDialog({
  myId,
  onClose,
  onOpened,
}: {
  myId: number;
  onClose: () => void;
  onOpened: (chat: ChatDetail) => void;
}) {
  const { t } = useTranslation(['chat', 'ui']);
  const client = useQueryClient();
  const open = useMutation({
    mutationFn: (person: ChatPerson) => openDirectChat(person.id),
    onSuccess: (response) => {
      storeDetail(client, response.data);
      onOpened(response.data);
    },
  });
  const failure = useDirectFailure(open.error);
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && !open.isPending && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('chat:direct.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>{t('chat:direct.description')}</Dialog.Description>
                <PeoplePicker
                  label={t('chat:direct.person')}
                  myId={myId}
                  mode="single"
                  isBusy={open.isPending}
                  onPick={(person) => open.mutate(person)}
                />
                {failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{failure.title}</Alert.Title>
                      {failure.detail && <Alert.Description>{failure.detail}</Alert.Description>}
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={open.isPending}>
                {t('ui:confirm.cancel')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('chat:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
