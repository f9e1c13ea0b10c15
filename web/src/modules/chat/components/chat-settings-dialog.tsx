import type { ChatDetail } from '@pickleball/domain';
import { CHAT_STATUSES } from '@pickleball/domain/chat/chat.rules';
import { ChatUpdateInputSchema } from '@pickleball/domain/chat/chat.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField, SwitchField, TextareaField, TextField, useZodForm } from '../../../components/form';
import { FormDialog } from '../../../components/form-dialog';
import { toaster } from '../../../lib/toaster';
import { updateChat } from '../api/update-chat';
import { storeDetail } from '../chat-cache';
import { STATUS_KEYS } from './system-line';

/**
 * A conversation's settings, for its admins: name, title, description, status (inactive and
 * archived make it read-only for everyone) and, for a channel, whether it is the public chat.
 */
export function ChatSettingsDialog({ chat, onClose }: { chat: ChatDetail; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const form = useZodForm(ChatUpdateInputSchema, {
    defaultValues: {
      name: chat.name,
      title: chat.title ?? '',
      description: chat.description ?? '',
      status: chat.status,
      is_public: chat.is_public,
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('chat:settings.title')}
      confirmLabel={t('chat:settings.confirm')}
      confirmButton={{ colorPalette: 'blue' }}
      form={form}
      onConfirm={async (values) => {
        const input = chat.type === 'channel' ? values : { ...values, is_public: undefined };
        const response = await updateChat(chat.id, input);
        storeDetail(client, response.data);
        toaster.success({ title: response.message ?? t('chat:settings.saved') });
      }}
    >
      <TextField name="name" label={t('chat:fields.name')} maxLength={100} required />
      <TextField name="title" label={t('chat:fields.title')} maxLength={150} />
      <TextareaField name="description" label={t('chat:fields.description')} rows={3} maxLength={1000} />
      <SelectField
        name="status"
        label={t('chat:fields.status')}
        helperText={t('chat:settings.status_hint')}
        options={CHAT_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))}
      />
      {chat.type === 'channel' && (
        <SwitchField
          name="is_public"
          label={t('chat:new.is_public')}
          helperText={t('chat:new.is_public_hint')}
        />
      )}
    </FormDialog>
  );
}
