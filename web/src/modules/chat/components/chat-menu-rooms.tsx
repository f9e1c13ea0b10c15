import { chatRoom, userRoom } from '@pickleball/domain/realtime/events';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRealtimeRooms } from '../../../lib/realtime';
import { chatListQueryOptions } from '../api/list-chats';

/**
 * Keeps the menu badge live on every page (renders nothing): my own room (conversations I am added
 * to or removed from, my reads in other tabs) and the rooms of my most recent conversations (their
 * new messages), the same first page the chat's list shows. A lazy chunk of its own, loaded by the
 * frame from the user's first interaction.
 */
export default function ChatMenuRooms({ userId }: { userId: number }) {
  const list = useInfiniteQuery(chatListQueryOptions({ filter: 'all' }));
  const ids = list.data?.pages[0]?.data.map((chat) => chat.id) ?? [];
  useRealtimeRooms([userRoom(userId), ...ids.map(chatRoom)]);
  return null;
}
