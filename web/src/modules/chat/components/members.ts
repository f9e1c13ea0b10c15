import type { ChatMember } from '@pickleball/domain';
import { foldForSearch } from './mentions';

/** Participants whose name or username contains what is typed, diacritics ignored ("nguyen" finds "Nguyễn"). */
export function filterMembers<M extends Pick<ChatMember, 'user'>>(
  members: readonly M[],
  search: string,
): M[] {
  const typed = foldForSearch(search.trim());
  if (!typed) return [...members];
  return members.filter(
    (member) =>
      foldForSearch(member.user.name).includes(typed) || foldForSearch(member.user.username).includes(typed),
  );
}

/**
 * Whether the detail's participants are all of them (a small conversation): the panel then
 * searches them itself; a larger one asks the server page by page.
 */
export function hasAllMembers(chat: { members: readonly unknown[]; member_count: number }): boolean {
  return chat.members.length >= chat.member_count;
}

/** How many of these participants are online now (the live word over what was fetched). */
export function countOnline(
  members: readonly Pick<ChatMember, 'user' | 'online'>[],
  isOnline: (userId: number, fetched: boolean) => boolean,
): number {
  return members.filter((member) => isOnline(member.user.id, member.online)).length;
}
