import type { MatchWorkflowStatus } from './matches.rules';

/**
 * The translation key of each match status (catalog `matches`), for the screens and for server
 * messages that name a status: written out in full so the catalog check finds each key.
 */
export const MATCH_STATUS_LABELS: Record<MatchWorkflowStatus, string> = {
  draft: 'matches:status.draft',
  inprogress: 'matches:status.inprogress',
  live_finished: 'matches:status.live_finished',
  completed: 'matches:status.completed',
  submitted: 'matches:status.submitted',
  pending_approval: 'matches:status.pending_approval',
  under_review: 'matches:status.under_review',
  approved: 'matches:status.approved',
  verified: 'matches:status.verified',
  rejected: 'matches:status.rejected',
  disputed: 'matches:status.disputed',
  voided: 'matches:status.voided',
};

/** A colour per match status (grey to play, red live, green settled), for every screen that shows one. */
export const MATCH_STATUS_COLORS: Record<MatchWorkflowStatus, string> = {
  draft: 'gray',
  inprogress: 'red',
  live_finished: 'orange',
  completed: 'teal',
  submitted: 'blue',
  pending_approval: 'yellow',
  under_review: 'purple',
  approved: 'green',
  verified: 'green',
  rejected: 'red',
  disputed: 'orange',
  voided: 'gray',
};
