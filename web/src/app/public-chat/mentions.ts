/**
 * The `@` mention being typed: the text between an `@` that starts a word and the caret (a name
 * so far, no spaces; up to 30 characters), and where its `@` is. Null when the caret is not in one.
 */
export function mentionQuery(text: string, caret: number): { text: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/u.exec(before);
  if (!match) return null;
  const typed = match[2] ?? '';
  return { text: typed, start: caret - typed.length - 1 };
}
