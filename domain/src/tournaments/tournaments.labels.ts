import type {
  RegistrationPaymentStatus,
  RegistrationStatus,
  TournamentFormat,
  TournamentMatchStatus,
  TournamentStatus,
  TournamentType,
} from './tournaments.rules';

/**
 * Translation keys (catalog `tournaments`) of the words screens, exports and messages share,
 * written out in full so the catalog check finds each key.
 */
export const TOURNAMENT_STATUS_LABELS: Record<TournamentStatus, string> = {
  draft: 'tournaments:status.draft',
  registration_open: 'tournaments:status.registration_open',
  registration_closed: 'tournaments:status.registration_closed',
  in_progress: 'tournaments:status.in_progress',
  completed: 'tournaments:status.completed',
  cancelled: 'tournaments:status.cancelled',
};

export const TOURNAMENT_TYPE_LABELS: Record<TournamentType, string> = {
  singles: 'tournaments:type.singles',
  doubles: 'tournaments:type.doubles',
  mixed_doubles: 'tournaments:type.mixed_doubles',
};

export const TOURNAMENT_FORMAT_LABELS: Record<TournamentFormat, string> = {
  single_elimination: 'tournaments:format.single_elimination',
  double_elimination: 'tournaments:format.double_elimination',
  round_robin: 'tournaments:format.round_robin',
  pool_play: 'tournaments:format.pool_play',
  consolation: 'tournaments:format.consolation',
};

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  registered: 'tournaments:registration_status.registered',
  pending: 'tournaments:registration_status.pending',
  confirmed: 'tournaments:registration_status.confirmed',
  cancelled: 'tournaments:registration_status.cancelled',
  waitlisted: 'tournaments:registration_status.waitlisted',
};

export const REGISTRATION_PAYMENT_STATUS_LABELS: Record<RegistrationPaymentStatus, string> = {
  unpaid: 'tournaments:payment_status.unpaid',
  partial: 'tournaments:payment_status.partial',
  paid: 'tournaments:payment_status.paid',
  refunded: 'tournaments:payment_status.refunded',
};

export const TOURNAMENT_MATCH_STATUS_LABELS: Record<TournamentMatchStatus, string> = {
  scheduled: 'tournaments:match_status.scheduled',
  in_progress: 'tournaments:match_status.in_progress',
  completed: 'tournaments:match_status.completed',
  cancelled: 'tournaments:match_status.cancelled',
  postponed: 'tournaments:match_status.postponed',
};
