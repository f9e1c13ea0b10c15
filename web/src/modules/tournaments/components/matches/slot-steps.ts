import type { BracketSlot, TournamentStatus } from '@pickleball/domain';

/** What staff may do to one bracket match (the server checks again); the order the menu lists them. */
export type SlotStepKind =
  | 'live_score'
  | 'open_match'
  | 'schedule'
  | 'postpone'
  | 'reschedule'
  | 'cancel'
  | 'walkover'
  | 'correct'
  | 'history';

type SlotFacts = Pick<BracketSlot, 'state' | 'result' | 'match' | 'match_status'>;

/**
 * The steps a match offers in a tournament of this status:
 * - scoring on the live screen and opening the match: it has a match and no result yet;
 * - court and time: not decided yet; postpone: scheduled; cancel: has a match not decided;
 * - reschedule: postponed or cancelled; walkover: both sides known and no result;
 * - correct: decided, while the tournament is played (a finished event's results stand);
 * - history: once it had a result.
 */
export function slotSteps(
  slot: SlotFacts,
  tournamentStatus: TournamentStatus,
  can: { edit: boolean; score: boolean; viewMatches: boolean },
): SlotStepKind[] {
  const steps: SlotStepKind[] = [];
  const inPlay = tournamentStatus === 'in_progress';
  const undecided = slot.result === null && (slot.state === 'ready' || slot.state === 'waiting');
  if (slot.match && slot.result === null && can.score && inPlay && slot.match_status !== 'cancelled')
    steps.push('live_score');
  if (slot.match && can.viewMatches) steps.push('open_match');
  if (!can.edit) return [...steps, ...(slot.result ? (['history'] as const) : [])];
  if (undecided && tournamentStatus !== 'completed' && tournamentStatus !== 'cancelled')
    steps.push('schedule');
  if (inPlay && slot.match && slot.result === null && slot.match_status === 'scheduled')
    steps.push('postpone');
  if (
    inPlay &&
    slot.result === null &&
    (slot.match_status === 'postponed' || slot.match_status === 'cancelled')
  )
    steps.push('reschedule');
  if (inPlay && slot.match && slot.result === null && slot.match_status !== 'cancelled') steps.push('cancel');
  if (inPlay && slot.state === 'ready' && slot.result === null) steps.push('walkover');
  if (inPlay && slot.state === 'done' && slot.result !== null) steps.push('correct');
  if (slot.result !== null) steps.push('history');
  return steps;
}
