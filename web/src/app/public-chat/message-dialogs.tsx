import type { ChatMessage } from '@pickleball/domain/chat/chat.schemas';
import { EditDialog, MessageActions, RemoveDialog } from './dialogs';

/** The dialog open over the channel, if any: a message's menu, its edit or its removal. */
export type Dialog =
  | { kind: 'menu'; message: ChatMessage }
  | { kind: 'edit'; message: ChatMessage }
  | { kind: 'remove'; message: ChatMessage }
  | null;

/**
 * A message's actions as the reader may take them: react and reply (when they may post), edit
 * their own text, remove their own or (moderators) anyone's, each with its reason.
 */
export function MessageDialogs({
  dialog,
  myId,
  canPost,
  canModerate,
  describeError,
  onDialog,
  onReact,
  onReply,
  onEdit,
  onRemove,
  onUpdated,
}: {
  dialog: Dialog;
  myId: number;
  canPost: boolean;
  canModerate: boolean;
  describeError: (error: unknown) => string;
  onDialog: (dialog: Dialog) => void;
  onReact: (message: ChatMessage, emoji: string) => void;
  onReply: (message: ChatMessage) => void;
  onEdit: (message: ChatMessage, body: string, reason: string) => Promise<ChatMessage>;
  onRemove: (message: ChatMessage, reason: string) => Promise<ChatMessage>;
  onUpdated: (message: ChatMessage) => void;
}) {
  const close = () => onDialog(null);
  if (dialog?.kind === 'edit') {
    const { message } = dialog;
    return (
      <EditDialog
        message={message}
        describeError={describeError}
        onSubmit={async (body, reason) => onUpdated(await onEdit(message, body, reason))}
        onClose={close}
      />
    );
  }
  if (dialog?.kind === 'remove') {
    const { message } = dialog;
    return (
      <RemoveDialog
        describeError={describeError}
        onSubmit={async (reason) => onUpdated(await onRemove(message, reason))}
        onClose={close}
      />
    );
  }
  if (dialog?.kind !== 'menu') return null;
  const { message } = dialog;
  const mine = message.author?.id === myId;
  return (
    <MessageActions
      message={message}
      myId={myId}
      canReact={canPost}
      canEdit={canPost && mine && message.type === 'text' && message.body !== ''}
      canRemove={mine || canModerate}
      onReact={(emoji) => {
        close();
        onReact(message, emoji);
      }}
      onReply={() => {
        close();
        onReply(message);
      }}
      onEdit={() => onDialog({ kind: 'edit', message })}
      onRemove={() => onDialog({ kind: 'remove', message })}
      onClose={close}
    />
  );
}
