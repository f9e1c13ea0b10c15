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
