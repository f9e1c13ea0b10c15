import type { ChatDetail, ChatMember, ChatMessage, ChatReaction, StoredImage } from '@pickleball/domain';
import { createContext, useContext } from 'react';
import type { OutboxEntry } from '../../../lib/chat-outbox';

/** A message as the conversation shows it: stored, or still in the outbox (then `pending` is its entry). */
export interface ShownMessage extends ChatMessage {
  pending: OutboxEntry | null;
}

/** What every message of the open conversation needs: who reads, what they may do, the handlers. */
export interface MessageContextValue {
  myId: number;
  chat: ChatDetail;
  membersById: ReadonlyMap<number, ChatMember>;
  onReply: (message: ShownMessage) => void;
  onEdit: (message: ShownMessage) => void;
  onRemove: (message: ShownMessage) => void;
  onHistory: (message: ShownMessage) => void;
  onPin: (message: ShownMessage, pinned: boolean) => void;
  onReact: (message: ShownMessage, emoji: ChatReaction) => void;
  onOpenImage: (image: StoredImage) => void;
  onJumpTo: (messageId: number) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

export const MessageContext = createContext<MessageContextValue | null>(null);

export function useMessageContext(): MessageContextValue {
  const value = useContext(MessageContext);
  if (!value) throw new Error('MessageContext is missing');
  return value;
}
