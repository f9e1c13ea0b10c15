import {
  CLUB_ROLES,
  CLUB_STATUSES,
  type ClubRole,
  type ClubStatus,
  JOIN_REQUEST_STATUSES,
  type JoinRequestStatus,
  WEEKDAYS,
  type Weekday,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The translation keys of the clubs module's fixed vocabularies, written out in full so the
 * catalog check sees every key used (CONVENTIONS §8: dynamic keys need an explicit map).
 */
export const CLUB_STATUS_KEYS: Record<ClubStatus, string> = {
  active: 'clubs:status.active',
  inactive: 'clubs:status.inactive',
  pending: 'clubs:status.pending',
  archived: 'clubs:status.archived',
};

export const CLUB_STATUS_COLORS: Record<ClubStatus, string> = {
  active: 'green',
  inactive: 'gray',
  pending: 'orange',
  archived: 'purple',
};

export const CLUB_ROLE_KEYS: Record<ClubRole, string> = {
  owner: 'clubs:role.owner',
  admin: 'clubs:role.admin',
  member: 'clubs:role.member',
};

export const CLUB_ROLE_COLORS: Record<ClubRole, string> = { owner: 'purple', admin: 'blue', member: 'gray' };

export const JOIN_REQUEST_STATUS_KEYS: Record<JoinRequestStatus, string> = {
  pending: 'clubs:request_status.pending',
  approved: 'clubs:request_status.approved',
  rejected: 'clubs:request_status.rejected',
};

export const JOIN_REQUEST_STATUS_COLORS: Record<JoinRequestStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export const WEEKDAY_KEYS: Record<Weekday, string> = {
  monday: 'clubs:weekday.monday',
  tuesday: 'clubs:weekday.tuesday',
  wednesday: 'clubs:weekday.wednesday',
  thursday: 'clubs:weekday.thursday',
  friday: 'clubs:weekday.friday',
  saturday: 'clubs:weekday.saturday',
  sunday: 'clubs:weekday.sunday',
};

export const WEEKDAY_SHORT_KEYS: Record<Weekday, string> = {
  monday: 'clubs:weekday_short.monday',
  tuesday: 'clubs:weekday_short.tuesday',
  wednesday: 'clubs:weekday_short.wednesday',
  thursday: 'clubs:weekday_short.thursday',
  friday: 'clubs:weekday_short.friday',
  saturday: 'clubs:weekday_short.saturday',
  sunday: 'clubs:weekday_short.sunday',
};

/** The clubs module's words in the user's language, and the options of its selects. */
export function useClubLabels() {
  const { t, i18n } = useTranslation('clubs');
  const language = i18n.language;
  return useMemo(() => {
    void language; // the options follow a language switch
    return {
      statusLabel: (status: ClubStatus) => t(CLUB_STATUS_KEYS[status]),
      roleLabel: (role: ClubRole) => t(CLUB_ROLE_KEYS[role]),
      requestStatusLabel: (status: JoinRequestStatus) => t(JOIN_REQUEST_STATUS_KEYS[status]),
      weekdayLabel: (day: Weekday) => t(WEEKDAY_KEYS[day]),
      weekdayShort: (day: Weekday) => t(WEEKDAY_SHORT_KEYS[day]),
      statusOptions: CLUB_STATUSES.map((status) => ({ value: status, label: t(CLUB_STATUS_KEYS[status]) })),
      roleOptions: CLUB_ROLES.filter((role) => role !== 'owner').map((role) => ({
        value: role,
        label: t(CLUB_ROLE_KEYS[role]),
      })),
      requestStatusOptions: JOIN_REQUEST_STATUSES.map((status) => ({
        value: status,
        label: t(JOIN_REQUEST_STATUS_KEYS[status]),
      })),
      weekdayOptions: WEEKDAYS.map((day) => ({ value: day, label: t(WEEKDAY_KEYS[day]) })),
    };
  }, [t, language]);
}
