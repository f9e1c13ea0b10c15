import type { ChatPerson } from '@pickleball/domain';

/** The `@name` being typed at the caret: where its `@` is and what follows it so far. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** Longest text typed after `@` that is still looked up (a full Vietnamese name has spaces). */
const MENTION_QUERY_MAX = 40;

/**
 * The mention being typed: an `@` at the start or after a space or an opening bracket (not an
 * e-mail address), then up to the caret a name without line breaks, double spaces or another `@`.
 */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !/[\s([{"'“]/u.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  if (query.length > MENTION_QUERY_MAX || /[\n@]|^\s|\s\s/u.test(query)) return null;
  return { start, query };
}

/** The text with `@Name ` in place of the typed `@que…`, and where the caret goes (after the space). */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const before = text.slice(0, mention.start);
  const after = text.slice(caret);
  const inserted = `@${name}${after.startsWith(' ') ? '' : ' '}`;
  return {
    text: `${before}${inserted}${after}`,
    caret: before.length + inserted.length + (after.startsWith(' ') ? 1 : 0),
  };
}

/** Lower case without diacritics ("Đặng" → "dang"), for matching what is typed against names. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** A person matches when any word of their name, or their username, starts with what is typed. */
export function matchesMention(person: Pick<ChatPerson, 'name' | 'username'>, query: string): boolean {
  const typed = foldForSearch(query.trim());
  if (!typed) return true;
  const name = foldForSearch(person.name);
  return (
    name.startsWith(typed) || name.includes(` ${typed}`) || foldForSearch(person.username).startsWith(typed)
  );
}

/** The people picked with `@` whose `@Name` is still in the text when it is sent (once each). */
export function mentionedIds(text: string, picked: readonly Pick<ChatPerson, 'id' | 'name'>[]): number[] {
  const ids = new Set<number>();
  for (const person of picked) if (person.name && text.includes(`@${person.name}`)) ids.add(person.id);
  return [...ids];
}
