import type { SessionCandidate, SignupList } from '@pickleball/domain';

/**
 * A player in the generator's selection: a candidate listed with their rating, or a night's
 * sign-up, whose rating the sign-up list does not say (`rating` left out: none is shown, rather
 * than "unrated").
 */
export type SelectedPlayer = Omit<SessionCandidate, 'rating'> & { rating?: number | null };

/** A night's confirmed sign-ups as the generator's first selection, in sign-up order. */
export function signedUpPlayers(list: Pick<SignupList, 'signups'> | undefined): SelectedPlayer[] {
  return (list?.signups ?? [])
    .filter((signup) => signup.status === 'confirmed')
    .map(({ player }) => ({
      id: player.id,
      name: player.name,
      username: player.username,
      club_member: false,
    }));
}

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
