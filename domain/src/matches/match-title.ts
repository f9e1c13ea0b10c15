/**
 * A match's name as a reader sees it: its event, and for a match session's match the round and the
 * court in the reader's language ("Thứ Năm · Vòng 1 · Sân 2"). Stored as parts (SPEC: generated
 * text is never stored in the language of whoever caused it); `t` is the screen's translator, and
 * `key` a message with {{name}}, {{round}} and {{court}} (`matches:session_event` by default).
 */
export function matchTitle(
  t: (key: string, values: Record<string, string | number>) => string,
  match: { event: string; session_game?: { round: number; court: number } | null },
  key = 'matches:session_event',
): string {
  if (!match.session_game) return match.event;
  return t(key, { name: match.event, round: match.session_game.round, court: match.session_game.court });
}
