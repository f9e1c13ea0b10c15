import type { CourtRequestEventType, CourtRequestStatus } from '@pickleball/domain';

/** Catalog keys of the request vocabularies, written out in full so the catalog check finds each. */
export const COURT_REQUEST_STATUS_LABELS: Record<CourtRequestStatus, string> = {
  pending: 'court-requests:status.pending',
  approved: 'court-requests:status.approved',
  rejected: 'court-requests:status.rejected',
  needs_modification: 'court-requests:status.needs_modification',
};

export const COURT_REQUEST_STATUS_COLORS: Record<CourtRequestStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  needs_modification: 'purple',
};

export const COURT_REQUEST_EVENT_LABELS: Record<CourtRequestEventType, string> = {
  submitted: 'court-requests:event.submitted',
  resubmitted: 'court-requests:event.resubmitted',
  approved: 'court-requests:event.approved',
  rejected: 'court-requests:event.rejected',
  changes_requested: 'court-requests:event.changes_requested',
  commented: 'court-requests:event.commented',
};

export const COURT_REQUEST_EVENT_COLORS: Record<CourtRequestEventType, string> = {
  submitted: 'blue',
  resubmitted: 'blue',
  approved: 'green',
  rejected: 'red',
  changes_requested: 'purple',
  commented: 'gray',
};

/**
 * A solid green button with white text that passes WCAG AA (4.5:1): Chakra's green.solid (600)
 * gives 3.3:1, so the approve actions use the 700 shade.
 */
export const APPROVE_BUTTON_STYLE = {
  colorPalette: 'green',
  bg: 'green.700',
  color: 'white',
  _hover: { bg: 'green.800' },
} as const;
