import type { ChatMessage, ChatReaction } from '@pickleball/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toaster';
import { editMessage } from '../api/edit-message';
import { pinMessage } from '../api/pin-message';
import { removeMessage } from '../api/remove-message';
import { toggleReaction } from '../api/toggle-reaction';
import { storeUpdatedMessage } from '../chat-cache';

/**
 * What a reader does to a stored message, each answered by the server's new copy of it (which
 * realtime brings the others): reactions and pins at once, edits and removals from their dialogs.
 * Reactions and pins report a refusal through the API client's toast; the dialogs show theirs inside.
 */
export function useMessageActions(chatId: number) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  return useMemo(
    () => ({
      react(message: ChatMessage, emoji: ChatReaction) {
        toggleReaction(chatId, message.id, emoji)
          .then((response) => storeUpdatedMessage(client, response.data))
          .catch(() => undefined);
      },
      pin(message: ChatMessage, pinned: boolean) {
        pinMessage(chatId, message.id, pinned)
          .then((response) => {
            storeUpdatedMessage(client, response.data);
            toaster.success({ title: pinned ? t('chat:pins.pinned') : t('chat:pins.unpinned') });
          })
          .catch(() => undefined);
      },
      async edit(message: ChatMessage, values: { body: string; reason: string | null }) {
        const response = await editMessage(chatId, message.id, values);
        storeUpdatedMessage(client, response.data);
      },
      async remove(message: ChatMessage, values: { reason: string }) {
        const response = await removeMessage(chatId, message.id, values);
        storeUpdatedMessage(client, response.data);
        toaster.success({ title: response.message ?? t('chat:remove.done') });
      },
    }),
    [client, chatId, t],
  );
}
