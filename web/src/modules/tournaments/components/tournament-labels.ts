import {
  REGISTRATION_PAYMENT_STATUS_LABELS,
  REGISTRATION_PAYMENT_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  RESET_FORMATS,
  type RegistrationPaymentStatus,
  type RegistrationStatus,
  SEED_PLACEMENTS,
  SEEDING_METHODS,
  TOURNAMENT_FORMAT_LABELS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_MATCH_STATUS_LABELS,
  TOURNAMENT_MATCH_STATUSES,
  TOURNAMENT_STATUS_LABELS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPE_LABELS,
  TOURNAMENT_TYPES,
  type TournamentAction,
  type TournamentFormat,
  type TournamentMatchStatus,
  type TournamentStatus,
  type TournamentType,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const TOURNAMENT_STATUS_COLORS: Record<TournamentStatus, string> = {
  draft: 'gray',
  registration_open: 'green',
  registration_closed: 'orange',
  in_progress: 'blue',
  completed: 'purple',
  cancelled: 'red',
};

export const REGISTRATION_STATUS_COLORS: Record<RegistrationStatus, string> = {
  registered: 'blue',
  pending: 'orange',
  confirmed: 'green',
  cancelled: 'red',
  waitlisted: 'purple',
};

export const PAYMENT_STATUS_COLORS: Record<RegistrationPaymentStatus, string> = {
  unpaid: 'gray',
  partial: 'orange',
  paid: 'green',
  refunded: 'purple',
};

export const MATCH_STATUS_COLORS: Record<TournamentMatchStatus, string> = {
  scheduled: 'gray',
  in_progress: 'red',
  completed: 'green',
  cancelled: 'red',
  postponed: 'orange',
};

/** Written out in full so the catalog check sees every key used. */
export const SEEDING_METHOD_KEYS = {
  dupr_rating: 'tournaments:seeding_method.dupr_rating',
  random: 'tournaments:seeding_method.random',
  manual: 'tournaments:seeding_method.manual',
} as const;

export const SEED_PLACEMENT_KEYS = {
  fixed: 'tournaments:seed_placement.fixed',
  lot: 'tournaments:seed_placement.lot',
} as const;

export const RESET_FORMAT_KEYS = {
  full_match: 'tournaments:reset_format.full_match',
  one_game_to_15: 'tournaments:reset_format.one_game_to_15',
} as const;

export const ACTION_KEYS: Record<TournamentAction, string> = {
  open_registration: 'tournaments:actions.open_registration',
  close_registration: 'tournaments:actions.close_registration',
  reopen_registration: 'tournaments:actions.reopen_registration',
  start: 'tournaments:actions.start',
  complete: 'tournaments:actions.complete',
  cancel: 'tournaments:actions.cancel',
};

export const SCORE_TYPE_KEYS = {
  standard: 'tournaments:score_type.standard',
  rally: 'tournaments:score_type.rally',
} as const;

/** The module's fixed words in the user's language, and the options of its selects. */
export function useTournamentLabels() {
  const { t } = useTranslation('tournaments');
  return useMemo(
    () => ({
      status: (status: TournamentStatus) => t(TOURNAMENT_STATUS_LABELS[status]),
      type: (type: TournamentType) => t(TOURNAMENT_TYPE_LABELS[type]),
      format: (format: TournamentFormat) => t(TOURNAMENT_FORMAT_LABELS[format]),
      registrationStatus: (status: RegistrationStatus) => t(REGISTRATION_STATUS_LABELS[status]),
      paymentStatus: (status: RegistrationPaymentStatus) => t(REGISTRATION_PAYMENT_STATUS_LABELS[status]),
      matchStatus: (status: TournamentMatchStatus) => t(TOURNAMENT_MATCH_STATUS_LABELS[status]),
      statusOptions: TOURNAMENT_STATUSES.map((value) => ({
        value,
        label: t(TOURNAMENT_STATUS_LABELS[value]),
      })),
      typeOptions: TOURNAMENT_TYPES.map((value) => ({ value, label: t(TOURNAMENT_TYPE_LABELS[value]) })),
      formatOptions: TOURNAMENT_FORMATS.map((value) => ({
        value,
        label: t(TOURNAMENT_FORMAT_LABELS[value]),
      })),
      seedingOptions: SEEDING_METHODS.map((value) => ({ value, label: t(SEEDING_METHOD_KEYS[value]) })),
      seedPlacementOptions: SEED_PLACEMENTS.map((value) => ({ value, label: t(SEED_PLACEMENT_KEYS[value]) })),
      resetFormatOptions: RESET_FORMATS.map((value) => ({ value, label: t(RESET_FORMAT_KEYS[value]) })),
      registrationStatusOptions: REGISTRATION_STATUSES.map((value) => ({
        value,
        label: t(REGISTRATION_STATUS_LABELS[value]),
      })),
      paymentStatusOptions: REGISTRATION_PAYMENT_STATUSES.map((value) => ({
        value,
        label: t(REGISTRATION_PAYMENT_STATUS_LABELS[value]),
      })),
      matchStatusOptions: TOURNAMENT_MATCH_STATUSES.map((value) => ({
        value,
        label: t(TOURNAMENT_MATCH_STATUS_LABELS[value]),
      })),
    }),
    [t],
  );
}
