import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ChatDetail, ChatPerson, NamedChatType } from '@pickleball/domain';
import { NAMED_CHAT_TYPES } from '@pickleball/domain/chat/chat.rules';
import { ChatCreateInputSchema } from '@pickleball/domain/chat/chat.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Form,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useFieldError,
  useZodForm,
} from '../../../components/form';
import { isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { createChat } from '../api/create-chat';
import { storeDetail } from '../chat-cache';
import { PeoplePicker } from './people-picker';

const TYPE_KEYS = {
  group: 'chat:types.group',
  channel: 'chat:types.channel',
  announcement: 'chat:types.announcement',
} as const satisfies Record<NamedChatType, string>;

const TYPE_HINTS = {
  group: 'chat:new.hint_group',
  channel: 'chat:new.hint_channel',
  announcement: 'chat:new.hint_announcement',
} as const satisfies Record<NamedChatType, string>;

/** The participants ticked in the picker, kept as ids in the form (the schema's rule says at least one). */
function ParticipantsField({ myId }: { myId: number }) {
  const { t } = useTranslation('chat');
  const { control } = useFormContext<{ participant_ids: number[] }>();
  const { field } = useController({ control, name: 'participant_ids' });
  const error = useFieldError('participant_ids');
  const [people, setPeople] = useState<ChatPerson[]>([]);
  return (
    <PeoplePicker
      label={t('chat:new.participants')}
      myId={myId}
      mode="multiple"
      selected={people}
      onChange={(next) => {
        setPeople(next);
        field.onChange(next.map((person) => person.id));
      }}
      errorText={error}
    />
  );
}

function TypeDependentFields() {
  const { t } = useTranslation('chat');
  const type = useWatch<{ type: NamedChatType }>({ name: 'type' });
  return (
    <>
      {type === 'channel' && (
        <SwitchField
          name="is_public"
          label={t('chat:new.is_public')}
          helperText={t('chat:new.is_public_hint')}
        />
      )}
      <Alert.Root status="info" size="sm" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>{t(TYPE_HINTS[type ?? 'group'])}</Alert.Description>
      </Alert.Root>
    </>
  );
}

/**
 * A group, a channel or an announcement channel: its kind, name, title, description, its first
 * participants (I join as its admin) and, for a channel, whether it is the public chat.
 */
export function NewChatDialog({
  myId,
  onClose,
  onCreated,
}: {
  myId: number;
  onClose: () => void;
  onCreated: (chat: ChatDetail) => void;
}) {
  const { t } = useTranslation(['chat', 'ui']);
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(ChatCreateInputSchema, {
    defaultValues: {
      type: 'group',
      name: '',
      title: '',
      description: '',
      participant_ids: [],
      is_public: false,
    },
  });
  const isSubmitting = form.formState.isSubmitting;
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && !isSubmitting && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Form
              form={form}
              aria-label={t('chat:new.title')}
              gap="0"
              onSubmit={async (values) => {
                setRefusal(null);
                try {
                  const response = await createChat(values);
                  storeDetail(client, response.data);
                  toaster.success({ title: response.message ?? t('chat:new.created') });
                  onCreated(response.data);
                } catch (error) {
                  if (isApiError(error) && error.status === 422) throw error;
                  setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
                }
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('chat:new.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <SelectField
                    name="type"
                    label={t('chat:new.type')}
                    options={NAMED_CHAT_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
                    required
                  />
                  <TextField name="name" label={t('chat:fields.name')} maxLength={100} required />
                  <TextField name="title" label={t('chat:fields.title')} maxLength={150} />
                  <TextareaField
                    name="description"
                    label={t('chat:fields.description')}
                    rows={2}
                    maxLength={1000}
                  />
                  <TypeDependentFields />
                  <ParticipantsField myId={myId} />
                  {refusal && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{refusal}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                  {t('ui:confirm.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  {t('chat:new.confirm')}
                </Button>
              </Dialog.Footer>
            </Form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('chat:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
