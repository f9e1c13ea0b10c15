import type { MyRegistration, PublicTournament } from '@pickleball/domain';
import { activeEntryIn, isTakingEntries } from './entry-outstanding';

/** The tournament id of `?register=<id>` (a public page's Register link), or null. */
export function readRegisterParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * What a Register link leads to: the dialog (`register`), or why not — already entered, or the
 * tournament takes no entries now.
 */
export function registerRequestOutcome(
  tournament: PublicTournament,
  entries: readonly MyRegistration[],
): 'register' | 'entered' | 'closed' {
  if (activeEntryIn(entries, tournament.id)) return 'entered';
  return isTakingEntries(tournament) ? 'register' : 'closed';
}
