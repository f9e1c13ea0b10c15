import { Alert, CloseButton, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ChatMessage, StoredImage } from '@pickleball/domain';
import {
  ChatMessageEditInputSchema,
  ChatMessageRemoveInputSchema,
} from '@pickleball/domain/chat/chat.messages.schemas';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REASON_MAX_LENGTH } from '@pickleball/domain/chat/chat.rules';
import { useTranslation } from 'react-i18next';
import { TextareaField, TextField, useZodForm } from '../../../components/form';
import { FormDialog } from '../../../components/form-dialog';
import { formatDateTime } from '../../../lib/format';
import { useMessageEdits } from '../api/list-message-edits';

/**
 * Editing a message: the new text and why (the reason goes to the edit history). Saying why is
 * optional for one's own message and required of a moderator changing someone else's.
 */
export function EditMessageDialog({
  message,
  isOwn,
  onClose,
  onSave,
}: {
  message: ChatMessage;
  isOwn: boolean;
  onClose: () => void;
  onSave: (values: { body: string; reason: string | null }) => Promise<unknown>;
}) {
  const { t } = useTranslation('chat');
  const form = useZodForm(isOwn ? ChatMessageEditInputSchema : ModeratorEditSchema, {
    defaultValues: { body: message.body, reason: '' },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('chat:edit.title')}
      description={t('chat:edit.description')}
      confirmLabel={t('chat:edit.confirm')}
      confirmButton={{ colorPalette: 'blue' }}
      form={form}
      onConfirm={onSave}
    >
      <TextareaField
        name="body"
        label={t('chat:edit.body')}
        rows={4}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        required
      />
      <TextField
        name="reason"
        label={t('chat:edit.reason')}
        helperText={isOwn ? t('chat:edit.reason_optional') : t('chat:edit.reason_required')}
        maxLength={CHAT_REASON_MAX_LENGTH}
        required={!isOwn}
      />
    </FormDialog>
  );
}

/** A moderator's edit of someone else's message: as the server asks, with a reason. */
const ModeratorEditSchema = ChatMessageEditInputSchema.refine((values) => Boolean(values.reason), {
  path: ['reason'],
  message: 'required',
});

/** Removing a message (mine, or as a moderator): everyone then reads "Removed by {name}: {reason}". */
export function RemoveMessageDialog({
  isOwn,
  onClose,
  onRemove,
}: {
  isOwn: boolean;
  onClose: () => void;
  onRemove: (values: { reason: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation('chat');
  const form = useZodForm(ChatMessageRemoveInputSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('chat:remove.title')}
      description={isOwn ? t('chat:remove.description_mine') : t('chat:remove.description_theirs')}
      confirmLabel={t('chat:remove.confirm')}
      form={form}
      onConfirm={onRemove}
    >
      <TextField name="reason" label={t('chat:remove.reason')} maxLength={CHAT_REASON_MAX_LENGTH} required />
    </FormDialog>
  );
}

/** A message's earlier versions with each edit's reason (moderators and admins; both people of a direct chat). */
export function EditHistoryDialog({
  chatId,
  message,
  onClose,
}: {
  chatId: number;
  message: ChatMessage;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const edits = useMessageEdits(chatId, message.id);
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('chat:history.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {edits.isPending ? (
                <Stack gap="2">
                  <Skeleton h="12" />
                  <Skeleton h="12" />
                </Stack>
              ) : edits.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{edits.error.message || t('chat:history.load_failed')}</Alert.Title>
                </Alert.Root>
              ) : edits.data.data.length === 0 ? (
                <Text color="fg.muted">{t('chat:history.empty')}</Text>
              ) : (
                <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
                  <Stack as="li" gap="1" borderStartWidth="3px" borderColor="blue.solid" ps="3">
                    <Text fontSize="xs" color="fg.muted">
                      {t('chat:history.current')}
                    </Text>
                    <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {message.body}
                    </Text>
                  </Stack>
                  {[...edits.data.data].reverse().map((edit) => (
                    <Stack as="li" key={edit.id} gap="1" borderStartWidth="3px" borderColor="border" ps="3">
                      <Text fontSize="xs" color="fg.muted">
                        {t('chat:history.changed', {
                          name: edit.editor?.name ?? t('chat:system.someone'),
                          date: formatDateTime(edit.created_at, i18n.language),
                        })}
                      </Text>
                      {edit.reason && (
                        <Text fontSize="xs">{t('chat:history.reason', { reason: edit.reason })}</Text>
                      )}
                      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg.muted">
                        {edit.previous_body}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('chat:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** An image at full size over the conversation. */
export function ImageViewerDialog({ image, onClose }: { image: StoredImage; onClose: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center" size="cover">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="blackAlpha.900" color="white">
            <Dialog.Header>
              <Dialog.Title srOnly>{t('chat:attachments.image_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" p="2">
              <img
                src={image.url}
                alt={t('chat:attachments.image_alt')}
                width={image.width}
                height={image.height}
                style={{
                  maxWidth: '100%',
                  maxHeight: '100%',
                  width: 'auto',
                  height: 'auto',
                  objectFit: 'contain',
                }}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label={t('chat:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
