/**
 * The quick-add buttons (SPEC §9: 2, 4, 6 or 8): the next candidates in the order listed (the
 * club's members first) that are not selected yet, after those already selected.
 */
export function addNextCandidates<T extends { id: number }>(
  selected: readonly T[],
  candidates: readonly T[],
  count: number,
): T[] {
  const taken = new Set(selected.map((player) => player.id));
  const next = candidates.filter((candidate) => !taken.has(candidate.id)).slice(0, count);
  return [...selected, ...next];
}

/** Ticks or unticks one player, keeping the order of selection. */
export function togglePlayer<T extends { id: number }>(
  selected: readonly T[],
  player: T,
  isOn: boolean,
): T[] {
  const without = selected.filter((item) => item.id !== player.id);
  return isOn ? [...without, player] : without;
}
