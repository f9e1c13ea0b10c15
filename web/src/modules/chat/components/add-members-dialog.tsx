import { Alert, Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import type { ChatDetail, ChatMemberRole, ChatPerson } from '@pickleball/domain';
import { CHAT_MEMBER_ROLES } from '@pickleball/domain/chat/chat.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toaster';
import { addMembers } from '../api/add-members';
import { chatKeys } from '../chat.keys';
import { storeDetail } from '../chat-cache';
import { PeoplePicker } from './people-picker';
import { ROLE_KEYS } from './system-line';

/** The conversation's admins add people (those not in it yet), with the role they get. */
export function AddMembersDialog({
  chat,
  myId,
  onClose,
}: {
  chat: ChatDetail;
  myId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['chat', 'ui', 'validation']);
  const client = useQueryClient();
  const [people, setPeople] = useState<ChatPerson[]>([]);
  const [role, setRole] = useState<ChatMemberRole>('member');
  const [isChecked, setIsChecked] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      addMembers(
        chat.id,
        people.map((person) => person.id),
        role,
      ),
    onSuccess: (response) => {
      storeDetail(client, response.data);
      void client.invalidateQueries({ queryKey: chatKeys.membersOf(chat.id) });
      void client.invalidateQueries({ queryKey: [...chatKeys.all, 'candidates'] });
      toaster.success({ title: response.message ?? t('chat:members.added') });
      onClose();
    },
  });
  const missing = isChecked && people.length === 0 ? t('validation:chat_participants_required') : undefined;
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && !add.isPending && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('chat:members.add_title', { name: chat.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <PeoplePicker
                  label={t('chat:members.add_people')}
                  myId={myId}
                  chatId={chat.id}
                  mode="multiple"
                  selected={people}
                  onChange={setPeople}
                  errorText={missing}
                />
                <Field.Root>
                  <Field.Label>{t('chat:members.role')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={role}
                      onChange={(event) => setRole(event.target.value as ChatMemberRole)}
                    >
                      {CHAT_MEMBER_ROLES.map((item) => (
                        <option key={item} value={item}>
                          {t(ROLE_KEYS[item])}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {add.isError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{add.error.message}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={add.isPending}>
                {t('ui:confirm.cancel')}
              </Button>
              <Button
                colorPalette="blue"
                loading={add.isPending}
                onClick={() => {
                  setIsChecked(true);
                  if (people.length > 0) add.mutate();
                }}
              >
                {t('chat:members.add_confirm')}
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
