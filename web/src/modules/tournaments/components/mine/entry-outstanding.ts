import type { MyRegistration, PublicTournament } from '@pickleball/domain';

/**
 * What an entry still waits for, in the order the server asks it (domain placeStatus): a place
 * from the waitlist, the partner's word, the organiser's approval, then the fee; `ready` when
 * nothing is owed. Once the event is under way, over or called off, nothing more is asked.
 */
export type OutstandingStep = 'waitlist' | 'partner' | 'approval' | 'fee' | 'ready';

const EVENT_UNDER_WAY_OR_OVER: ReadonlySet<string> = new Set(['in_progress', 'completed', 'cancelled']);

export function entryOutstanding(entry: MyRegistration): OutstandingStep[] {
  if (entry.status === 'cancelled' || EVENT_UNDER_WAY_OR_OVER.has(entry.tournament.status)) return [];
  const steps: OutstandingStep[] = [];
  if (entry.status === 'waitlisted') steps.push('waitlist');
  if (entry.partner !== null && entry.partner_status !== 'confirmed') steps.push('partner');
  if (entry.tournament.requires_approval && entry.approved_at === null) steps.push('approval');
  const { tournament } = entry;
  if (!tournament.is_free && (tournament.entry_fee ?? 0) > 0 && entry.payment_status === 'unpaid')
    steps.push('fee');
  return steps.length > 0 ? steps : ['ready'];
}

/** The fee is the one thing owed and the player registered the entry: they may pay now. */
export function canPayNow(entry: MyRegistration): boolean {
  return entry.my_role === 'player' && entryOutstanding(entry)[0] === 'fee';
}

/** My entry in this tournament that holds or waits for a place (not withdrawn), if any. */
export function activeEntryIn(
  entries: readonly MyRegistration[],
  tournamentId: number,
): MyRegistration | undefined {
  return entries.find((entry) => entry.tournament_id === tournamentId && entry.status !== 'cancelled');
}

/** Every place taken: a new entry goes to the waitlist. */
export function isTournamentFull(tournament: Pick<PublicTournament, 'max_participants' | 'counts'>): boolean {
  return tournament.max_participants !== null && tournament.counts.entries >= tournament.max_participants;
}

/** Taking entries now: open, or late when a passed deadline still allows them. */
export function isTakingEntries(
  tournament: Pick<PublicTournament, 'status' | 'registration_window'>,
): boolean {
  return tournament.status === 'registration_open' && tournament.registration_window !== 'closed';
}
